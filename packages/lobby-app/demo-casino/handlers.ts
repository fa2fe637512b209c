/**
 * The demo casino as MSW handlers, one keyed group per call family. The browser worker, Storybook and
 * Node tests all use this object; a story replaces only the group it needs:
 *
 *   parameters: { msw: { handlers: { ...createHandlers(casino, env), games: [failingCall(env, 'getgames', '500')] } } }
 *
 * Every handler goes through the fault and latency switches, so any call can be made slow or broken live.
 */

import { encryptResponse } from '@lobby/domain';
import { delay, type HttpHandler, HttpResponse, http, passthrough } from 'msw';
import { API_CALLS, type CallFamily, type CallName, callSpec } from '../src/api/calls.ts';
import type { RuntimeEnv } from '../src/api/env.ts';
import { controllerUrl } from '../src/api/transport.ts';
import { NOT_FOUND } from './answers.ts';
import type { DemoCasino } from './casino.ts';
import { poisonBody } from './hostile.ts';
import { pictureResponse } from './images.ts';
import { jsonText } from './json-text.ts';
import { DEMO_SLOW_MS, type DemoFault } from './settings.ts';

/** The call families, each one key of the handler object, as the call table names them. */
export type HandlerGroup = CallFamily | 'assets';
export type HandlerGroups = Record<HandlerGroup, HttpHandler[]>;

/** The family a call belongs to. */
export function groupOf(call: CallName): CallFamily {
  return callSpec(call).family as CallFamily;
}

/** What a one-call handler gets: the request, its URL and its form fields (for form POSTs). */
export interface HandlerRequest {
  readonly request: Request;
  readonly url: URL;
  readonly form: URLSearchParams;
}

/** The controller URL without a query: MSW matches paths and reads the query itself. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

async function formOf(request: Request): Promise<URLSearchParams> {
  if (request.method !== 'POST') return new URLSearchParams();
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) return new URLSearchParams();
  try {
    // clone: a handler that passes lets the next one read the body too
    return new URLSearchParams(await request.clone().text());
  } catch {
    return new URLSearchParams();
  }
}

/** Where a call's handler listens: its controller without a query, or the folder of the translation files. */
function callBase(env: RuntimeEnv, call: CallName): string {
  return call === 'translations' ? env.translationsBase : pathOf(controllerUrl(env, callSpec(call)));
}

/**
 * A handler for exactly one call of §7: the controller, the method, and the query name (or form marker).
 * Answers undefined for other calls on the same controller, so MSW tries the next handler.
 */
export function callHandler(
  env: RuntimeEnv,
  call: CallName,
  resolve: (info: HandlerRequest) => Response | Promise<Response>,
): HttpHandler {
  const spec = callSpec(call);
  const base = callBase(env, call);
  const target = call === 'translations' ? `${base}*` : base;
  const method = spec.method === 'GET' ? http.get : http.post;
  return method(target, async ({ request }) => {
    const url = new URL(request.url);
    if (spec.query !== null && !url.searchParams.has(spec.query)) return undefined;
    if (spec.query === null && call !== 'translations' && [...url.searchParams.keys()].length > 0)
      return undefined;
    const form = await formOf(request);
    if (spec.marker !== undefined && !form.has(spec.marker)) return undefined;
    return resolve({ request, url, form });
  });
}

/** A body that opens with no passphrase: valid base64 and envelope, ciphertext that is noise. */
function badCiphertext(): string {
  const envelope = {
    ciphertext: btoa('0123456789abcdef0123456789abcdef'),
    iv: '00'.repeat(16),
    salt: 'ab'.repeat(16),
    iterations: 999,
  };
  return btoa(JSON.stringify(envelope));
}

/** The answer a fault gives instead of the real one; null when the fault changes the body instead. */
async function faultResponse(fault: DemoFault): Promise<Response | null> {
  switch (fault) {
    case '500':
      return new HttpResponse('Internal Server Error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain' },
      });
    case 'network':
      return HttpResponse.error();
    case 'hang':
      await delay('infinite');
      return HttpResponse.error();
    case 'slow':
      await delay(DEMO_SLOW_MS);
      return null;
    default:
      return null;
  }
}

/** Serialises a wire body the way the call's contract says: encoded, JSON, text or nothing. */
export async function wireResponse(
  env: RuntimeEnv,
  call: CallName,
  body: unknown,
  fault: DemoFault | null = null,
): Promise<Response> {
  const spec = callSpec(call);
  const broken = fault === null ? null : await faultResponse(fault);
  if (broken) return broken;
  if (fault === 'malformed')
    return typed('{"oops": [1, 2', spec.response === 'json' ? 'application/json' : 'text/plain');
  if (fault === 'ciphertext') return typed(badCiphertext(), 'text/plain');
  // the wrong shape for every schema: a list where an object is expected, items missing every key
  const value = fault === 'schema' ? [{ unexpected: true }] : body;
  switch (spec.response) {
    case 'encoded':
      return typed(await encryptResponse(value, env.passphrase), 'text/plain');
    case 'json':
      return typed(jsonText(value), 'application/json');
    case 'text':
      return typed(typeof value === 'string' ? value : JSON.stringify(value), 'text/html; charset=utf-8');
    case 'none':
      return typed('OK', 'text/plain');
  }
}

/** A body with its content type. */
function typed(body: string, contentType: string): Response {
  return new HttpResponse(body, { headers: { 'Content-Type': contentType } });
}

/**
 * A handler that always fails a call in one way, for stories and tests.
 *
 * @example
 * { ...handlers, games: [failingCall(env, 'getgames', '500')] }
 */
export function failingCall(env: RuntimeEnv, call: CallName, fault: DemoFault): HttpHandler {
  return callHandler(env, call, () => wireResponse(env, call, { ignored: true }, fault));
}

/** The request's JSON body; null when it is not JSON. */
async function jsonOf(request: Request): Promise<{ readonly ok: boolean; readonly value: unknown }> {
  try {
    return { ok: true, value: await request.clone().json() };
  } catch {
    return { ok: false, value: null };
  }
}

/**
 * The demo casino's handlers, keyed by call family.
 *
 * @example
 * const server = setupServer(...allHandlers(createHandlers(casino, env)));
 */
export function createHandlers(casino: DemoCasino, env: RuntimeEnv): HandlerGroups {
  const handlerFor = (call: CallName) =>
    callHandler(env, call, async ({ request, url, form }) => {
      const fault = casino.faultFor(call);
      if (casino.settings.latency > 0) await delay(casino.settings.latency);
      const json = callSpec(call).body === 'json' ? await jsonOf(request) : { ok: true, value: undefined };
      if (!json.ok) return new HttpResponse('Bad Request', { status: 400 });
      const body = casino.answer(call, { url, form, json: json.value });
      if (body === NOT_FOUND)
        return fault === null
          ? new HttpResponse('Not found', { status: 404 })
          : wireResponse(env, call, null, fault);
      const { hostile, hostileOffset = 0 } = casino.settings;
      return wireResponse(
        env,
        call,
        hostile === 'xss' ? poisonBody(call, body, { offset: hostileOffset }) : body,
        fault,
      );
    });

  const groups = { assets: [assetsHandler(env)] } as HandlerGroups;
  for (const spec of API_CALLS) {
    const family = spec.family as CallFamily;
    groups[family] = [...(groups[family] ?? []), handlerFor(spec.name)];
  }
  return groups;
}

/** Images of the assets host: a drawn thumbnail for any path. */
function assetsHandler(env: RuntimeEnv): HttpHandler {
  return http.get(`${env.assetsHost}*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(new URL(env.assetsHost).pathname.length - 1);
    return pictureResponse(path);
  });
}

/**
 * For Mock Service Worker on a page (Storybook), put before the casino's handlers: every request that is not
 * the casino's (the page's own scripts, styles and fonts) goes on to the network at once. Without it MSW
 * offers each such request to every call's handler in turn, and each handler reads the page's cookies
 * first, which is a round trip to the browser: some 2,600 reads for one home page story. Not for
 * `getResponse`, which hands the pass-through back as a response of its own.
 */
export function othersPassThrough(env: RuntimeEnv): HttpHandler {
  const casinoUrls = [...new Set([...API_CALLS.map((spec) => callBase(env, spec.name)), env.assetsHost])];
  return http.all(
    ({ request }) => !casinoUrls.some((start) => request.url.startsWith(start)),
    () => passthrough(),
  );
}

/** All handlers of a group object in one list, for setupServer or `getResponse`. */
export function allHandlers(groups: Partial<HandlerGroups>): HttpHandler[] {
  return Object.values(groups).flatMap((list) => list ?? []);
}
