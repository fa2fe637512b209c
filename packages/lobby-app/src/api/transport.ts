/**
 * One request of §7 from start to typed answer: URL with query name, method and body, a time limit joined
 * with the caller's cancellation, decoding (plain JSON or the encoded envelope), and schema validation.
 * Every failure comes back as an {@link ApiError} value; nothing throws to the caller.
 */
import { decryptResponse, err, ok, parseWire, type Result, type WireSchema } from '@lobby/domain';
import { timeLimit } from '../platform/scheduling/time-limit.ts';
import { type CallName, type CallSpec, callSpec, type RequestParts } from './calls.ts';
import type { RuntimeEnv } from './env.ts';

/** Why a call failed. `call` names the §7 call, so logs and the demo panel can say which. */
export type ApiError =
  /** The request never got an answer: offline, DNS, refused, CORS. */
  | { readonly kind: 'network'; readonly call: CallName; readonly message: string }
  /** The server answered with a status outside 200–299. */
  | { readonly kind: 'http'; readonly call: CallName; readonly status: number }
  /** The body is not JSON, or an encoded body could not be opened. */
  | { readonly kind: 'decode'; readonly call: CallName; readonly message: string }
  /** The body is JSON of the wrong shape. */
  | { readonly kind: 'schema'; readonly call: CallName; readonly path: string; readonly message: string }
  /** No answer within the call's time limit. */
  | { readonly kind: 'timeout'; readonly call: CallName; readonly ms: number }
  /** The caller cancelled, e.g. on a route change. */
  | { readonly kind: 'aborted'; readonly call: CallName };

export type ApiResult<T> = Result<T, ApiError>;

/** Per-call options every client function accepts. */
export interface CallOptions {
  /** Cancels the call (route change, unmount); the result is then `{ kind: 'aborted' }`. */
  readonly signal?: AbortSignal;
  /** Overrides the env's time limit for this call. */
  readonly timeoutMs?: number;
}

/** What the transport needs from the outside world; tests and the demo inject their own. */
export interface TransportDeps {
  readonly env: RuntimeEnv;
  readonly fetch: typeof fetch;
  /** Aborts every call of this client, e.g. when the app tears down. */
  readonly signal?: AbortSignal;
}

/** A request beyond the call's fixed query name. */

function encodePart(key: string, value: string | null | undefined): string {
  return value === null || value === undefined
    ? encodeURIComponent(key)
    : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

/** The controller URL of a call, before its query. */
export function controllerUrl(env: RuntimeEnv, spec: CallSpec): string {
  switch (spec.controller) {
    case 'endpoint':
      return env.endpoint;
    case 'translations':
      return env.translationsBase;
    default:
      return env.controllers[spec.controller];
  }
}

/**
 * The URL of a call: the controller, then the query name first (`?getconfig`, `?cancelcoupon=X`), then
 * other keys. The platform selects calls by a bare key, which URLSearchParams cannot write (it would add
 * `=`), so the query is built by hand.
 *
 * @example
 * callUrl(env, 'cancelWithdrawal', { queryValue: '42', params: [['methodName', 'Visa'], ['qdt', '1']] });
 * // https://…/withdrawals?cancelWithdrawal=42&methodName=Visa&qdt=1
 */
export function callUrl(env: RuntimeEnv, name: CallName, parts: RequestParts = {}): string {
  const spec = callSpec(name);
  const base = parts.url ?? controllerUrl(env, spec);
  const query = [
    ...(spec.query === null ? [] : [encodePart(spec.query, parts.queryValue)]),
    ...(parts.params ?? []).map(([key, value]) => encodePart(key, value)),
  ];
  if (query.length === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query.join('&')}`;
}

function timeoutOf(deps: TransportDeps, name: CallName, options: CallOptions): number {
  return options.timeoutMs ?? deps.env.timeouts[name] ?? deps.env.timeouts.default;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The raw answer of a call before schema validation: parsed JSON, decoded envelope, or text. */
export async function fetchRaw(
  deps: TransportDeps,
  name: CallName,
  parts: RequestParts,
  options: CallOptions = {},
): Promise<ApiResult<unknown>> {
  const spec = callSpec(name);
  const limit = timeoutOf(deps, name, options);
  const link = timeLimit(limit, options.signal, deps.signal);
  const failed = (): ApiResult<never> | null => {
    const cause = link.cause();
    if (cause === 'timeout') return err({ kind: 'timeout', call: name, ms: limit });
    if (cause === 'aborted') return err({ kind: 'aborted', call: name });
    return null;
  };
  try {
    if (link.cause() !== null) return failed() ?? err({ kind: 'aborted', call: name });
    const init: RequestInit = {
      method: spec.method,
      signal: link.signal,
      // the platform's session cookie identifies the player, also when a controller sits on a sibling host
      credentials: 'include',
      headers: { Accept: spec.response === 'json' ? 'application/json' : '*/*' },
    };
    if (parts.form) init.body = new URLSearchParams(parts.form);
    else if (parts.json !== undefined) {
      init.body = JSON.stringify(parts.json);
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    }
    let response: Response;
    try {
      response = await deps.fetch(callUrl(deps.env, name, parts), init);
    } catch (error) {
      return failed() ?? err({ kind: 'network', call: name, message: messageOf(error) });
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      // a dropped connection mid-body is a network failure, not a decode one
      return failed() ?? err({ kind: 'network', call: name, message: messageOf(error) });
    }
    if (!response.ok) return err({ kind: 'http', call: name, status: response.status });
    switch (spec.response) {
      case 'none':
        return ok(body);
      case 'text':
        return ok(body);
      case 'json':
        try {
          return ok(JSON.parse(body) as unknown);
        } catch (error) {
          return err({ kind: 'decode', call: name, message: `not JSON: ${messageOf(error)}` });
        }
      case 'encoded': {
        // opening the answer is part of the call: it stops with the call's time limit or cancellation
        const opened = await decryptResponse(body, deps.env.passphrase, link.signal);
        if (link.cause() !== null) return failed() ?? err({ kind: 'aborted', call: name });
        // decryptResponse answers null for every failure (§5); a JSON null plaintext is no answer either
        if (opened === null)
          return err({ kind: 'decode', call: name, message: 'the encoded body could not be opened' });
        return ok(opened);
      }
    }
  } finally {
    link.dispose();
  }
}

/**
 * Makes a call and validates its answer.
 *
 * @example
 * const winners = await request(deps, 'winners', {}, WinnersSchema, { signal });
 */
export async function request<T>(
  deps: TransportDeps,
  name: CallName,
  parts: RequestParts,
  schema: WireSchema<T>,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const raw = await fetchRaw(deps, name, parts, options);
  if (!raw.ok) return raw;
  const parsed = parseWire(schema, raw.value);
  return parsed.ok ? parsed : err({ kind: 'schema', call: name, ...parsed.error });
}

/** A short, log-friendly line for an error. */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return `${error.call}: network error (${error.message})`;
    case 'http':
      return `${error.call}: HTTP ${error.status}`;
    case 'decode':
      return `${error.call}: could not decode (${error.message})`;
    case 'schema':
      return `${error.call}: unexpected shape at ${error.path} (${error.message})`;
    case 'timeout':
      return `${error.call}: no answer within ${error.ms} ms`;
    case 'aborted':
      return `${error.call}: cancelled`;
  }
}
