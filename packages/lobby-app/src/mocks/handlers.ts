/**
 * The demo casino as MSW handlers, one keyed group per call family. The browser worker, Storybook and
 * Node tests all use this object; a story replaces only the group it needs:
 *
 *   parameters: { msw: { handlers: { ...createHandlers(casino, env), games: [failingCall(env, 'getgames', '500')] } } }
 *
 * Every handler goes through the fault and latency switches, so any call can be made slow or broken live.
 */

import { encryptResponse } from '@lobby/domain';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type CallName, callSpec } from '../api/calls.ts';
import type { RuntimeEnv } from '../api/env.ts';
import { controllerUrl } from '../api/transport.ts';
import type { DemoCasino } from './casino.ts';
import { poisonBody } from './hostile.ts';
import { thumbnailSvg } from './images.ts';
import type { DemoFault } from './settings.ts';

/** The call families, each one key of the handler object. */
export const HANDLER_GROUPS = {
  config: ['getconfig'],
  games: ['getgames'],
  favorites: ['myfavorites', 'setFavorite'],
  dfs: ['DFS'],
  balance: ['getBalance'],
  unread: ['getunreadmessages'],
  gameLock: ['getgamelockdetails'],
  launcher: ['gamelauncher', 'gettoken'],
  keepPlaying: ['keepplaying'],
  suggest: ['suggest'],
  winners: ['winners'],
  tournaments: ['gettournaments', 'gettournamentslobby'],
  liveDealer: ['getlivedealer'],
  promos: ['getpromos'],
  widgets: [
    'widgets',
    'stickybanner',
    'raf',
    'gameofthemonth',
    'escapepodwidget',
    'crewponwidget',
    'fortunetellerwidget',
    'wpc2Widget',
    'wpc2WidgetHtml',
    'synthWidget',
    'synthWidgetHtml',
  ],
  tryout: ['tryoutRollback'],
  loyalty: ['dailyfreespins', 'sendfreespinemail', 'emailclickcheck', 'redeemDfs', 'redeemDfsValidated'],
  messages: ['getmessages'],
  withdrawals: ['getPendingWithdrawals', 'cancelWithdrawal'],
  deposits: ['quickdepositcheck', 'quickDepositCashier', 'quickDepositClose', 'quickDepositSubmit'],
  coupons: ['cancelcoupon', 'redeemCoupon'],
  translations: ['translations'],
} as const satisfies Record<string, readonly CallName[]>;

export type HandlerGroup = keyof typeof HANDLER_GROUPS | 'assets';
export type HandlerGroups = Record<HandlerGroup, HttpHandler[]>;

/** The group a call belongs to. */
export function groupOf(call: CallName): keyof typeof HANDLER_GROUPS {
  for (const [group, calls] of Object.entries(HANDLER_GROUPS))
    if ((calls as readonly string[]).includes(call)) return group as keyof typeof HANDLER_GROUPS;
  return 'config';
}

/** What a resolver gets: the request, its URL and its form fields (for form POSTs). */
export interface CallRequest {
  readonly request: Request;
  readonly url: URL;
  readonly form: URLSearchParams;
}

/** The controller URL without a query: MSW matches paths and reads the query itself. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** The form field that tells apart the POSTs without a query name on a shared controller. */
const FORM_MARKERS: Partial<Record<CallName, string>> = {
  setFavorite: 'setFavorite',
  tryoutRollback: 'tryout',
  redeemCoupon: 'redeem',
  quickDepositSubmit: 'amount',
};

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

/**
 * A handler for exactly one call of §7: the controller, the method, and the query name (or form marker).
 * Answers undefined for other calls on the same controller, so MSW tries the next handler.
 */
export function callHandler(
  env: RuntimeEnv,
  call: CallName,
  resolve: (info: CallRequest) => Response | Promise<Response>,
): HttpHandler {
  const spec = callSpec(call);
  const target = call === 'translations' ? `${env.translationsBase}*` : pathOf(controllerUrl(env, spec));
  const method = spec.method === 'GET' ? http.get : http.post;
  return method(target, async ({ request }) => {
    const url = new URL(request.url);
    if (spec.query !== null && !url.searchParams.has(spec.query)) return undefined;
    if (spec.query === null && call !== 'translations' && [...url.searchParams.keys()].length > 0)
      return undefined;
    const form = await formOf(request);
    const marker = FORM_MARKERS[call];
    if (marker !== undefined && !form.has(marker)) return undefined;
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
    default:
      return null;
  }
}

// The generated game list is the one big answer, and it never changes once made (a new list is a new
// object): it is written out as JSON once, by the warm-up while the lobby still waits for its config or by the
// first call, and every later call finds the text ready. Other answers may be changed in place by the casino,
// so they are written out afresh each time.
const unchanging = new WeakSet<object>();
const jsonTexts = new WeakMap<object, string>();

/** Marks an answer that is never changed in place, so its JSON text can be kept. */
export function unchangingAnswer<T extends object>(value: T): T {
  unchanging.add(value);
  return value;
}

/** A body as JSON text; kept for an unchanging answer. */
export function jsonText(value: unknown): string {
  if (value === null || typeof value !== 'object' || !unchanging.has(value))
    return JSON.stringify(value) ?? '';
  let text = jsonTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonTexts.set(value, text);
  }
  return text;
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
    return new HttpResponse('{"oops": [1, 2', {
      headers: { 'Content-Type': spec.response === 'json' ? 'application/json' : 'text/plain' },
    });
  if (fault === 'ciphertext')
    return new HttpResponse(badCiphertext(), { headers: { 'Content-Type': 'text/plain' } });
  // the wrong shape for every schema: a list where an object is expected, items missing every key
  const value = fault === 'schema' ? [{ unexpected: true }] : body;
  switch (spec.response) {
    case 'encoded':
      return new HttpResponse(await encryptResponse(value, env.passphrase), {
        headers: { 'Content-Type': 'text/plain' },
      });
    case 'json':
      return new HttpResponse(jsonText(value), { headers: { 'Content-Type': 'application/json' } });
    case 'text':
      return new HttpResponse(typeof value === 'string' ? value : JSON.stringify(value), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'none':
      return new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } });
  }
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

/** The processor page: it reports the outcome to the lobby that posted into its frame (see quick-deposit-frame.ts). */
export function processorPage(outcome: unknown): string {
  // escaping '<' keeps the JSON from closing the script element early
  const json = JSON.stringify(outcome).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Quick deposit</title></head><body><script type="application/json" id="qd-result">${json}</script><script>parent.postMessage(JSON.parse(document.getElementById('qd-result').textContent),'*')</script></body></html>`;
}

type Answer = (info: CallRequest) => unknown;

/**
 * The demo casino's handlers, keyed by call family.
 *
 * @example
 * const server = setupServer(...allHandlers(createHandlers(casino, env)));
 */
export function createHandlers(casino: DemoCasino, env: RuntimeEnv): HandlerGroups {
  // named apart: DFS is the platform's query name, and a capitalised key holding an inline function reads
  // as a React component to the linter
  const dfsFlags: Answer = () => casino.dfsFlags();
  const answers: Record<CallName, Answer> = {
    getconfig: () => casino.config(),
    getgames: () => unchangingAnswer(casino.games()),
    myfavorites: () => casino.favoritesBody(),
    DFS: dfsFlags,
    getBalance: () => casino.balanceBody(),
    getunreadmessages: () => casino.unread(),
    getgamelockdetails: ({ form }) => casino.gameLock(form),
    setFavorite: ({ form }) => casino.setFavorite(form),
    gamelauncher: ({ form }) => casino.launch(form),
    gettoken: () => casino.token(),
    keepplaying: () => casino.keepPlaying(),
    suggest: () => casino.suggest(),
    winners: () => casino.winners(),
    gettournaments: ({ form }) => casino.tournaments(form),
    gettournamentslobby: () => casino.tournamentsLobby(),
    getlivedealer: ({ form }) => casino.liveDealer(form),
    getpromos: ({ form }) => casino.promos(form),
    widgets: () => casino.widgets(),
    stickybanner: () => casino.stickyBanner(),
    raf: () => casino.raf(),
    gameofthemonth: () => casino.gameOfTheMonth(),
    escapepodwidget: () => casino.widgetHtml('escapepod'),
    crewponwidget: () => casino.widgetHtml('crewpon'),
    fortunetellerwidget: () => casino.widgetHtml('fortuneteller'),
    wpc2Widget: () => casino.widgetAssets('wpc2'),
    wpc2WidgetHtml: () => casino.widgetMarkup('wpc2'),
    synthWidget: () => casino.widgetAssets('synth'),
    synthWidgetHtml: () => casino.widgetMarkup('synth'),
    tryoutRollback: () => 'OK',
    dailyfreespins: () => casino.dailyFreeSpins(),
    sendfreespinemail: () => casino.sendFreeSpinEmail(),
    emailclickcheck: () => casino.emailClickCheck(),
    redeemDfs: () => casino.redeemDfs(undefined),
    redeemDfsValidated: () => undefined,
    getmessages: () => casino.messages(),
    getPendingWithdrawals: () => casino.pendingWithdrawals(),
    cancelWithdrawal: ({ url }) =>
      casino.cancelWithdrawal(
        url.searchParams.get('cancelWithdrawal') ?? '',
        url.searchParams.get('methodName') ?? '',
      ),
    quickdepositcheck: () => casino.quickDepositCheck(),
    quickDepositCashier: () => 'OK',
    quickDepositClose: () => 'OK',
    quickDepositSubmit: ({ form }) => processorPage(casino.processDeposit(form)),
    cancelcoupon: ({ url }) => casino.cancelCoupon(url.searchParams.get('cancelcoupon') ?? ''),
    redeemCoupon: ({ form }) => casino.redeemCoupon(form),
    translations: () => undefined,
  };

  const handlerFor = (call: CallName) =>
    callHandler(env, call, async (info) => {
      const fault = casino.faultFor(call);
      if (casino.settings.latency > 0) await delay(casino.settings.latency);
      if (call === 'redeemDfsValidated') {
        let body: unknown = null;
        try {
          body = await info.request.clone().json();
        } catch {
          return new HttpResponse('Bad Request', { status: 400 });
        }
        return wireResponse(env, call, casino.redeemDfs(body), fault);
      }
      if (call === 'translations') {
        const file = decodeURIComponent(info.url.pathname.split('/').pop() ?? '');
        const match = /^([A-Za-z]{2})-([\w-]+)\.json$/.exec(file);
        const entries = match ? casino.translations(match[1] ?? '', match[2] ?? '') : null;
        if (entries === null && fault === null) return new HttpResponse('Not found', { status: 404 });
        return wireResponse(env, call, entries, fault);
      }
      const body = answers[call](info);
      const { hostile, hostileOffset = 0 } = casino.settings;
      return wireResponse(
        env,
        call,
        hostile === 'xss' ? poisonBody(call, body, { offset: hostileOffset }) : body,
        fault,
      );
    });

  const groups = {} as HandlerGroups;
  for (const [group, calls] of Object.entries(HANDLER_GROUPS))
    groups[group as keyof typeof HANDLER_GROUPS] = (calls as readonly CallName[]).map(handlerFor);
  groups.assets = [
    http.get(`${env.assetsHost}*`, ({ request }) => {
      const path = new URL(request.url).pathname.slice(new URL(env.assetsHost).pathname.length - 1);
      return new HttpResponse(thumbnailSvg(path), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
  ];
  return groups;
}

/** All handlers of a group object in one list, for setupServer or `getResponse`. */
export function allHandlers(groups: Partial<HandlerGroups>): HttpHandler[] {
  return Object.values(groups).flatMap((list) => list ?? []);
}
