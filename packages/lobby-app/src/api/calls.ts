/**
 * The contract of spec §7 as data, every call declared here once, in two parts:
 *
 * - `API_CALLS`, the wire contract: where a call goes, how it is encoded, how its answer is read, and the demo
 *   casino's handler family that serves it. The client's transport and the demo casino (which runs in its own
 *   service worker) both read it.
 * - `CALL_CLIENT`, the client's side: the function a call becomes, the wire schema its answer must pass, and
 *   how the function's argument becomes the request. Only the client reads it, so the demo casino's worker
 *   does not carry the schemas and the domain readers behind them (about 10 KB gzip).
 *
 * Adding a call: an entry in both tables (its schema beside its type in the domain), its answer in the demo
 * casino (demo-casino/answers.ts), and the feature that uses it. The types make a call missing from either
 * table an error.
 */
import * as wire from '@lobby/domain';

/** The controllers a call can go to; `endpoint` is the shared query-name endpoint. */
export type ControllerKey =
  | 'endpoint'
  | 'widget'
  | 'wpc2'
  | 'synth'
  | 'loyalty'
  | 'messageCenter'
  | 'withdrawals'
  | 'deposits'
  | 'quickDeposit'
  | 'coupons'
  | 'translations';

/** How the request carries its payload. `frame` is a form posted into a hidden iframe. */
export type RequestBody = 'none' | 'form' | 'json' | 'frame';

/** How the answer is read: plain JSON, an encoded (encrypted) JSON body, text/HTML, or nothing. */
export type ResponseBody = 'json' | 'encoded' | 'text' | 'none';

/** What one request carries besides the call's fixed parts. */
export interface RequestParts {
  /** The value of the query name (`?cancelcoupon=CODE`); absent for a bare `?getconfig`. */
  readonly queryValue?: string;
  /** More query keys in order; null writes a bare key (`&qd`). */
  readonly params?: readonly (readonly [string, string | null])[];
  /** Form fields for a form POST (sent as application/x-www-form-urlencoded). */
  readonly form?: Readonly<Record<string, string>>;
  /** A JSON body for a JSON POST. */
  readonly json?: unknown;
  /** A full URL instead of the controller's, for files such as translations. */
  readonly url?: string;
}

export interface CallSpec {
  readonly name: string;
  /** The demo casino's handler family (a story replaces a family's handlers at once). */
  readonly family: string;
  readonly method: 'GET' | 'POST';
  readonly controller: ControllerKey;
  /** The query name that selects the call (`?getconfig`); null for a POST told apart by its form. */
  readonly query: string | null;
  /** The form field that tells this POST apart from the others on its controller, when it has no query. */
  readonly marker?: string;
  /** Extra query keys and what goes in them, for the printed table. */
  readonly params?: string;
  readonly body: RequestBody;
  /** Form or JSON fields, for the printed table. */
  readonly payload?: string;
  readonly response: ResponseBody;
  /** False when the answer holds nothing shown to the player as text (identifiers, URLs, numbers). */
  readonly showsText?: false;
}

/** The client's side of a call it derives: `encode` turns the function's argument into the request. */
export interface DerivedCall<F extends string, T, I> {
  /** The client function the call becomes (`api.getBalance`). */
  readonly fn: F;
  /** The schema every answer must pass; the client answers a schema error otherwise. */
  readonly schema: wire.WireSchema<T>;
  /** Turns the function's argument into the request; without it the function takes only options. */
  readonly encode?: (input: I) => RequestParts;
  /** What every request of the call carries, for calls without an argument. */
  readonly parts?: RequestParts;
}

/** The client's side of a call whose function client.ts writes, and why. */
interface HandWrittenCall<F extends string> {
  readonly fn: F;
  readonly schema: wire.WireSchema<unknown>;
  readonly handWritten: string;
}

/** One call of the contract: name, demo family, method, controller, query name, answer; the rest when needed. */
const row = <const N extends string, const F extends string>(
  name: N,
  family: F,
  method: 'GET' | 'POST',
  controller: ControllerKey,
  query: string | null,
  response: ResponseBody,
  more: Partial<Pick<CallSpec, 'marker' | 'params' | 'body' | 'payload' | 'showsText'>> = {},
) =>
  ({
    name,
    family,
    method,
    controller,
    query,
    response,
    body: method === 'GET' ? 'none' : 'form',
    ...more,
  }) as const;

/** The client's side of a call it derives: function name, answer schema, and the argument's encoding. */
const derived = /* @__NO_SIDE_EFFECTS__ */ <const F extends string, T, I = undefined>(
  fn: F,
  schema: wire.WireSchema<T>,
  encode?: (input: I) => RequestParts,
  parts?: RequestParts,
): DerivedCall<F, T, I> => ({ fn, schema, ...(encode ? { encode } : {}), ...(parts ? { parts } : {}) });

/** The client's side of a call whose function client.ts writes, and why. */
const handWritten = /* @__NO_SIDE_EFFECTS__ */ <const F extends string>(
  fn: F,
  schema: wire.WireSchema<unknown>,
  why: string,
): HandWrittenCall<F> => ({
  fn,
  schema,
  handWritten: why,
});

/** Every call of §7, in the spec's order: the wire contract. */
export const API_CALLS = [
  row('getconfig', 'config', 'GET', 'endpoint', 'getconfig', 'encoded'),
  row('getgames', 'games', 'GET', 'endpoint', 'getgames', 'json'),
  row('myfavorites', 'favorites', 'GET', 'endpoint', 'myfavorites', 'encoded', { showsText: false }),
  row('DFS', 'dfs', 'GET', 'endpoint', 'DFS', 'encoded', { showsText: false }),
  row('getBalance', 'balance', 'GET', 'endpoint', 'getBalance', 'encoded', { showsText: false }),
  row('getunreadmessages', 'unread', 'GET', 'endpoint', 'getunreadmessages', 'encoded', { showsText: false }),
  row('getgamelockdetails', 'gameLock', 'POST', 'endpoint', 'getgamelockdetails', 'encoded', {
    payload: 'shortname, provider',
  }),
  row('setFavorite', 'favorites', 'POST', 'endpoint', null, 'json', {
    marker: 'setFavorite',
    payload: 'setFavorite, action (add/remove), game, provider',
  }),
  row('gamelauncher', 'launcher', 'POST', 'endpoint', 'gamelauncher', 'json', {
    payload: 'game, realmoney, provider? (fusion)',
    showsText: false,
  }),
  row('gettoken', 'launcher', 'GET', 'endpoint', 'gettoken', 'json', { showsText: false }),
  row('keepplaying', 'keepPlaying', 'GET', 'endpoint', 'keepplaying', 'json', { showsText: false }),
  row('suggest', 'suggest', 'GET', 'endpoint', 'suggest', 'json', { showsText: false }),
  row('winners', 'winners', 'GET', 'endpoint', 'winners', 'json'),
  row('gettournaments', 'tournaments', 'POST', 'endpoint', 'gettournaments', 'json', {
    payload: 'lang, home? (the home list: getHomeTournaments)',
  }),
  row('gettournamentslobby', 'tournaments', 'GET', 'endpoint', 'gettournamentslobby', 'json', {
    showsText: false,
  }),
  row('getlivedealer', 'liveDealer', 'POST', 'endpoint', 'getlivedealer', 'json', {
    payload: 'getlivedealer (config value)',
    showsText: false,
  }),
  row('getpromos', 'promos', 'POST', 'endpoint', 'getpromos', 'json', {
    payload: 'lang, target, regular_only? (home)',
  }),
  row('widgets', 'widgets', 'GET', 'widget', 'widgets', 'json'),
  row('stickybanner', 'widgets', 'GET', 'widget', 'stickybanner', 'json'),
  row('raf', 'widgets', 'GET', 'widget', 'raf', 'json'),
  row('gameofthemonth', 'widgets', 'GET', 'widget', 'gameofthemonth', 'json'),
  row('escapepodwidget', 'widgets', 'GET', 'widget', 'escapepodwidget', 'json'),
  row('crewponwidget', 'widgets', 'GET', 'widget', 'crewponwidget', 'json'),
  row('fortunetellerwidget', 'widgets', 'GET', 'widget', 'fortunetellerwidget', 'json'),
  row('wpc2Widget', 'widgets', 'GET', 'wpc2', 'widget', 'json', { showsText: false }),
  row('wpc2WidgetHtml', 'widgets', 'GET', 'wpc2', 'widgethtml', 'text'),
  row('synthWidget', 'widgets', 'GET', 'synth', 'widget', 'json', { showsText: false }),
  row('synthWidgetHtml', 'widgets', 'GET', 'synth', 'widgethtml', 'text'),
  row('tryoutRollback', 'tryout', 'POST', 'endpoint', null, 'none', {
    marker: 'tryout',
    payload: 'tryout=rollback',
  }),
  row('dailyfreespins', 'loyalty', 'GET', 'loyalty', 'dailyfreespins', 'json'),
  row('sendfreespinemail', 'loyalty', 'GET', 'loyalty', 'sendfreespinemail', 'json'),
  row('emailclickcheck', 'loyalty', 'GET', 'loyalty', 'emailclickcheck', 'json'),
  row('redeemDfs', 'loyalty', 'GET', 'loyalty', 'redeem_dfs', 'json'),
  row('redeemDfsValidated', 'loyalty', 'POST', 'loyalty', 'redeem_dfs', 'json', {
    body: 'json',
    payload: 'JSON { DFSvalidation }',
  }),
  row('getmessages', 'messages', 'GET', 'messageCenter', 'getmessages', 'json'),
  row('getPendingWithdrawals', 'withdrawals', 'GET', 'withdrawals', 'getPendingWithdrawals', 'json', {
    params: '&qd',
  }),
  row('cancelWithdrawal', 'withdrawals', 'GET', 'withdrawals', 'cancelWithdrawal', 'json', {
    params: '={id}&methodName={name}&qdt=1',
  }),
  row('quickdepositcheck', 'deposits', 'GET', 'deposits', 'quickdepositcheck', 'json', {
    params: '&swd (optional)',
  }),
  row('quickDepositCashier', 'deposits', 'GET', 'quickDeposit', 'cashier', 'none'),
  row('quickDepositClose', 'deposits', 'GET', 'quickDeposit', 'closeqd', 'none'),
  row('quickDepositSubmit', 'deposits', 'POST', 'quickDeposit', null, 'text', {
    marker: 'amount',
    body: 'frame',
    payload: 'amount, cardID (hidden frame)',
    showsText: false,
  }),
  row('cancelcoupon', 'coupons', 'GET', 'coupons', 'cancelcoupon', 'json', { params: '={code}' }),
  row('redeemCoupon', 'coupons', 'POST', 'coupons', null, 'json', {
    marker: 'redeem',
    payload: 'redeem, redirect (the automatic MY50FREE: redeemMy50Free)',
  }),
  row('translations', 'translations', 'GET', 'translations', null, 'json', {
    params: '{LANG}-{name}.json',
    showsText: false,
  }),
] as const satisfies readonly CallSpec[];

/** The name of a call of §7, e.g. 'getgames'. */
export type CallName = (typeof API_CALLS)[number]['name'];

/** The demo casino's handler families. */
export type CallFamily = (typeof API_CALLS)[number]['family'];

/** Every call of §7: the client's side. */
export const CALL_CLIENT = {
  getconfig: derived('getConfig', wire.ConfigResponseSchema),
  getgames: handWritten('getGames', wire.CatalogueSchema, 'a long list is read a slice per browser task'),
  myfavorites: derived('getFavorites', wire.GameRefListSchema),
  DFS: derived('getDfsFlags', wire.DfsFlagsSchema),
  getBalance: derived('getBalance', wire.BalanceSchema),
  getunreadmessages: derived('getUnreadCount', wire.UnreadSchema),
  getgamelockdetails: derived(
    'getGameLockDetails',
    wire.GameLockSchema,
    (game: { shortname: string; provider?: string | null }) => ({
      form: { shortname: game.shortname, provider: game.provider ?? '' },
    }),
  ),
  setFavorite: derived(
    'setFavorite',
    wire.SuccessSchema,
    (change: { action: 'add' | 'remove'; shortname: string; provider?: string | null }) => ({
      form: {
        setFavorite: '1',
        action: change.action,
        game: change.shortname,
        provider: change.provider ?? '',
      },
    }),
  ),
  gamelauncher: derived(
    'launchGame',
    wire.LaunchResponseSchema,
    (launch: { shortname: string; realMoney: boolean; provider?: string | null }) => ({
      form: {
        game: launch.shortname,
        realmoney: launch.realMoney ? '1' : '0',
        ...(launch.provider ? { provider: launch.provider } : {}),
      },
    }),
  ),
  gettoken: derived('getToken', wire.TokenSchema),
  keepplaying: derived('getKeepPlaying', wire.GameRefListSchema),
  suggest: derived('getSuggested', wire.GameRefListSchema),
  winners: derived('getWinners', wire.WinnersSchema),
  gettournaments: derived('getTournaments', wire.TournamentsPageSchema, (lang: string) => ({
    form: { lang },
  })),
  gettournamentslobby: derived('getTournamentsLobbyUrl', wire.UrlSchema),
  getlivedealer: derived('getLiveDealerUrl', wire.UrlSchema, (value: string) => ({
    form: { getlivedealer: value },
  })),
  getpromos: derived(
    'getPromos',
    wire.PromosSchema,
    (query: { lang: string; target: 'ucc_lobby' | 'ucc_promotions'; regularOnly?: boolean }) => ({
      form: { lang: query.lang, target: query.target, ...(query.regularOnly ? { regular_only: '1' } : {}) },
    }),
  ),
  widgets: derived('getWidgets', wire.WidgetNamesSchema),
  stickybanner: derived('getStickyBanner', wire.StickyBannerSchema),
  raf: derived('getReferAFriend', wire.ReferAFriendSchema),
  gameofthemonth: derived('getGameOfTheMonth', wire.GameOfTheMonthSchema),
  escapepodwidget: derived('getEscapePodWidget', wire.HtmlSchema),
  crewponwidget: derived('getCrewponWidget', wire.HtmlSchema),
  fortunetellerwidget: derived('getFortuneTellerWidget', wire.HtmlSchema),
  wpc2Widget: derived('getWpc2Widget', wire.WidgetAssetsSchema),
  wpc2WidgetHtml: derived('getWpc2WidgetHtml', wire.WidgetHtmlSchema),
  synthWidget: derived('getSynthWidget', wire.WidgetAssetsSchema),
  synthWidgetHtml: derived('getSynthWidgetHtml', wire.WidgetHtmlSchema),
  tryoutRollback: derived('rollbackTryout', wire.IgnoredAnswerSchema, undefined, {
    form: { tryout: 'rollback' },
  }),
  dailyfreespins: derived('getDailyFreeSpins', wire.DailyFreeSpinsSchema),
  sendfreespinemail: derived('sendFreeSpinEmail', wire.EmailSentSchema),
  emailclickcheck: derived('checkEmailClicked', wire.EmailClickedSchema),
  redeemDfs: derived('redeemDailyFreeSpins', wire.DfsRedeemSchema),
  redeemDfsValidated: derived(
    'redeemDailyFreeSpinsValidated',
    wire.DfsRedeemSchema,
    (validation: wire.DfsValidation) => ({ json: wire.dfsValidationBody(validation) }),
  ),
  getmessages: handWritten(
    'getMessages',
    wire.MessagesSchema,
    'answered from the 15-minute session cache unless forced',
  ),
  getPendingWithdrawals: derived('getPendingWithdrawals', wire.PendingWithdrawalsSchema, undefined, {
    params: [['qd', null]],
  }),
  cancelWithdrawal: derived(
    'cancelWithdrawal',
    wire.CancelWithdrawalSchema,
    (w: { requestId: number | string; methodName: string }) => ({
      queryValue: String(w.requestId),
      params: [
        ['methodName', w.methodName],
        ['qdt', '1'],
      ],
    }),
  ),
  quickdepositcheck: derived(
    'checkQuickDeposit',
    wire.QuickDepositCheckSchema,
    (query: { swd?: boolean } = {}) => ({ params: query.swd ? [['swd', null]] : [] }),
  ),
  quickDepositCashier: derived('openQuickDepositCashier', wire.IgnoredAnswerSchema),
  quickDepositClose: derived('closeQuickDeposit', wire.IgnoredAnswerSchema),
  quickDepositSubmit: handWritten(
    'submitQuickDeposit',
    wire.DepositOutcomeSchema,
    'posted into a hidden frame; the processor page reports back by postMessage',
  ),
  cancelcoupon: derived('cancelCoupon', wire.CouponAnswerSchema, (code: string) => ({ queryValue: code })),
  redeemCoupon: derived(
    'redeemCoupon',
    wire.CouponAnswerSchema,
    (coupon: { code: string; redirect?: boolean }) => ({
      form: { redeem: coupon.code, redirect: coupon.redirect ? 'true' : 'false' },
    }),
  ),
  translations: handWritten(
    'getTranslations',
    wire.TranslationsSchema,
    'a file per language and name, falling back to the English file (§5)',
  ),
} as const satisfies Record<CallName, ClientSide>;

/** Either side a call's client part can take. */
type ClientSide =
  | {
      readonly fn: string;
      readonly schema: wire.WireSchema<unknown>;
      readonly encode?: (input: never) => RequestParts;
      readonly parts?: RequestParts;
    }
  | HandWrittenCall<string>;

/** The client's side of every call, by name. */
export type CallClient = typeof CALL_CLIENT;

/** The calls the client derives its functions from. */
export type DerivedName = {
  [C in CallName]: CallClient[C] extends { handWritten: string } ? never : C;
}[CallName];

/** The client functions client.ts writes by hand. */
export type HandWrittenFunction = {
  [C in CallName]: CallClient[C] extends { handWritten: string; fn: infer F } ? F : never;
}[CallName];

const byName = new Map<string, CallSpec>(API_CALLS.map((spec) => [spec.name, spec]));

/** The spec of a call by name. */
export function callSpec(name: CallName): CallSpec {
  // every CallName is in the table by construction
  return byName.get(name) as CallSpec;
}

/** A call name from loose text (URL switches, panels), case-insensitively; null when unknown. */
export function toCallName(raw: string): CallName | null {
  const key = raw.trim().toLowerCase();
  return API_CALLS.find((spec) => spec.name.toLowerCase() === key)?.name ?? null;
}

/** One printable row per call: the lead puts this table in the issue note. */
export function describeCalls(): string[] {
  return API_CALLS.map((spec) => {
    const query = spec.query === null ? '(no query)' : `?${spec.query}${'params' in spec ? spec.params : ''}`;
    const payload = 'payload' in spec ? ` [${spec.payload}]` : '';
    return `${spec.name}: ${spec.method} ${spec.controller} ${query}${payload} -> ${spec.response}`;
  });
}
