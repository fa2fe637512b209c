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
 * casino (mocks/answers.ts), and the feature that uses it. The types make a call missing from either table
 * an error.
 */
import {
  BalanceSchema,
  CancelWithdrawalSchema,
  CatalogueSchema,
  ConfigResponseSchema,
  CouponAnswerSchema,
  DailyFreeSpinsSchema,
  DepositOutcomeSchema,
  DfsFlagsSchema,
  DfsRedeemSchema,
  type DfsValidation,
  dfsValidationBody,
  EmailClickedSchema,
  EmailSentSchema,
  GameLockSchema,
  GameOfTheMonthSchema,
  GameRefListSchema,
  HtmlSchema,
  IgnoredAnswerSchema,
  LaunchResponseSchema,
  MessagesSchema,
  PendingWithdrawalsSchema,
  PromosSchema,
  QuickDepositCheckSchema,
  ReferAFriendSchema,
  StickyBannerSchema,
  SuccessSchema,
  TokenSchema,
  TournamentsPageSchema,
  TranslationsSchema,
  UnreadSchema,
  UrlSchema,
  WidgetAssetsSchema,
  WidgetNamesSchema,
  WinnersSchema,
  type WireSchema,
} from '@lobby/domain';

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
  readonly schema: WireSchema<T>;
  /** Turns the function's argument into the request; without it the function takes only options. */
  readonly encode?: (input: I) => RequestParts;
  /** What every request of the call carries, for calls without an argument. */
  readonly parts?: RequestParts;
}

/** The client's side of a call whose function client.ts writes, and why. */
interface HandWrittenCall<F extends string> {
  readonly fn: F;
  readonly schema: WireSchema<unknown>;
  readonly handWritten: string;
}

const derived = <const F extends string, T, I = undefined>(
  spec: DerivedCall<F, T, I>,
): DerivedCall<F, T, I> => spec;

const handWritten = <const F extends string>(spec: HandWrittenCall<F>): HandWrittenCall<F> => spec;

/** Every call of §7, in the spec's order: the wire contract. */
export const API_CALLS = [
  {
    name: 'getconfig',
    family: 'config',
    method: 'GET',
    controller: 'endpoint',
    query: 'getconfig',
    body: 'none',
    response: 'encoded',
  },
  {
    name: 'getgames',
    family: 'games',
    method: 'GET',
    controller: 'endpoint',
    query: 'getgames',
    body: 'none',
    response: 'json',
  },
  {
    name: 'myfavorites',
    family: 'favorites',
    method: 'GET',
    controller: 'endpoint',
    query: 'myfavorites',
    body: 'none',
    response: 'encoded',
    showsText: false,
  },
  {
    name: 'DFS',
    family: 'dfs',
    method: 'GET',
    controller: 'endpoint',
    query: 'DFS',
    body: 'none',
    response: 'encoded',
    showsText: false,
  },
  {
    name: 'getBalance',
    family: 'balance',
    method: 'GET',
    controller: 'endpoint',
    query: 'getBalance',
    body: 'none',
    response: 'encoded',
    showsText: false,
  },
  {
    name: 'getunreadmessages',
    family: 'unread',
    method: 'GET',
    controller: 'endpoint',
    query: 'getunreadmessages',
    body: 'none',
    response: 'encoded',
    showsText: false,
  },
  {
    name: 'getgamelockdetails',
    family: 'gameLock',
    method: 'POST',
    controller: 'endpoint',
    query: 'getgamelockdetails',
    body: 'form',
    payload: 'shortname, provider',
    response: 'encoded',
  },
  {
    name: 'setFavorite',
    family: 'favorites',
    method: 'POST',
    controller: 'endpoint',
    query: null,
    marker: 'setFavorite',
    body: 'form',
    payload: 'setFavorite, action (add/remove), game, provider',
    response: 'json',
  },
  {
    name: 'gamelauncher',
    family: 'launcher',
    method: 'POST',
    controller: 'endpoint',
    query: 'gamelauncher',
    body: 'form',
    payload: 'game, realmoney, provider? (fusion)',
    response: 'json',
    showsText: false,
  },
  {
    name: 'gettoken',
    family: 'launcher',
    method: 'GET',
    controller: 'endpoint',
    query: 'gettoken',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'keepplaying',
    family: 'keepPlaying',
    method: 'GET',
    controller: 'endpoint',
    query: 'keepplaying',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'suggest',
    family: 'suggest',
    method: 'GET',
    controller: 'endpoint',
    query: 'suggest',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'winners',
    family: 'winners',
    method: 'GET',
    controller: 'endpoint',
    query: 'winners',
    body: 'none',
    response: 'json',
  },
  {
    name: 'gettournaments',
    family: 'tournaments',
    method: 'POST',
    controller: 'endpoint',
    query: 'gettournaments',
    body: 'form',
    payload: 'lang, home? (the home list: getHomeTournaments)',
    response: 'json',
  },
  {
    name: 'gettournamentslobby',
    family: 'tournaments',
    method: 'GET',
    controller: 'endpoint',
    query: 'gettournamentslobby',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'getlivedealer',
    family: 'liveDealer',
    method: 'POST',
    controller: 'endpoint',
    query: 'getlivedealer',
    body: 'form',
    payload: 'getlivedealer (config value)',
    response: 'json',
    showsText: false,
  },
  {
    name: 'getpromos',
    family: 'promos',
    method: 'POST',
    controller: 'endpoint',
    query: 'getpromos',
    body: 'form',
    payload: 'lang, target, regular_only? (home)',
    response: 'json',
  },
  {
    name: 'widgets',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'widgets',
    body: 'none',
    response: 'json',
  },
  {
    name: 'stickybanner',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'stickybanner',
    body: 'none',
    response: 'json',
  },
  {
    name: 'raf',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'raf',
    body: 'none',
    response: 'json',
  },
  {
    name: 'gameofthemonth',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'gameofthemonth',
    body: 'none',
    response: 'json',
  },
  {
    name: 'escapepodwidget',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'escapepodwidget',
    body: 'none',
    response: 'json',
  },
  {
    name: 'crewponwidget',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'crewponwidget',
    body: 'none',
    response: 'json',
  },
  {
    name: 'fortunetellerwidget',
    family: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'fortunetellerwidget',
    body: 'none',
    response: 'json',
  },
  {
    name: 'wpc2Widget',
    family: 'widgets',
    method: 'GET',
    controller: 'wpc2',
    query: 'widget',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'wpc2WidgetHtml',
    family: 'widgets',
    method: 'GET',
    controller: 'wpc2',
    query: 'widgethtml',
    body: 'none',
    response: 'text',
  },
  {
    name: 'synthWidget',
    family: 'widgets',
    method: 'GET',
    controller: 'synth',
    query: 'widget',
    body: 'none',
    response: 'json',
    showsText: false,
  },
  {
    name: 'synthWidgetHtml',
    family: 'widgets',
    method: 'GET',
    controller: 'synth',
    query: 'widgethtml',
    body: 'none',
    response: 'text',
  },
  {
    name: 'tryoutRollback',
    family: 'tryout',
    method: 'POST',
    controller: 'endpoint',
    query: null,
    marker: 'tryout',
    body: 'form',
    payload: 'tryout=rollback',
    response: 'none',
  },
  {
    name: 'dailyfreespins',
    family: 'loyalty',
    method: 'GET',
    controller: 'loyalty',
    query: 'dailyfreespins',
    body: 'none',
    response: 'json',
  },
  {
    name: 'sendfreespinemail',
    family: 'loyalty',
    method: 'GET',
    controller: 'loyalty',
    query: 'sendfreespinemail',
    body: 'none',
    response: 'json',
  },
  {
    name: 'emailclickcheck',
    family: 'loyalty',
    method: 'GET',
    controller: 'loyalty',
    query: 'emailclickcheck',
    body: 'none',
    response: 'json',
  },
  {
    name: 'redeemDfs',
    family: 'loyalty',
    method: 'GET',
    controller: 'loyalty',
    query: 'redeem_dfs',
    body: 'none',
    response: 'json',
  },
  {
    name: 'redeemDfsValidated',
    family: 'loyalty',
    method: 'POST',
    controller: 'loyalty',
    query: 'redeem_dfs',
    body: 'json',
    payload: 'JSON { DFSvalidation }',
    response: 'json',
  },
  {
    name: 'getmessages',
    family: 'messages',
    method: 'GET',
    controller: 'messageCenter',
    query: 'getmessages',
    body: 'none',
    response: 'json',
  },
  {
    name: 'getPendingWithdrawals',
    family: 'withdrawals',
    method: 'GET',
    controller: 'withdrawals',
    query: 'getPendingWithdrawals',
    params: '&qd',
    body: 'none',
    response: 'json',
  },
  {
    name: 'cancelWithdrawal',
    family: 'withdrawals',
    method: 'GET',
    controller: 'withdrawals',
    query: 'cancelWithdrawal',
    params: '={id}&methodName={name}&qdt=1',
    body: 'none',
    response: 'json',
  },
  {
    name: 'quickdepositcheck',
    family: 'deposits',
    method: 'GET',
    controller: 'deposits',
    query: 'quickdepositcheck',
    params: '&swd (optional)',
    body: 'none',
    response: 'json',
  },
  {
    name: 'quickDepositCashier',
    family: 'deposits',
    method: 'GET',
    controller: 'quickDeposit',
    query: 'cashier',
    body: 'none',
    response: 'none',
  },
  {
    name: 'quickDepositClose',
    family: 'deposits',
    method: 'GET',
    controller: 'quickDeposit',
    query: 'closeqd',
    body: 'none',
    response: 'none',
  },
  {
    name: 'quickDepositSubmit',
    family: 'deposits',
    method: 'POST',
    controller: 'quickDeposit',
    query: null,
    marker: 'amount',
    body: 'frame',
    payload: 'amount, cardID (hidden frame)',
    response: 'text',
    showsText: false,
  },
  {
    name: 'cancelcoupon',
    family: 'coupons',
    method: 'GET',
    controller: 'coupons',
    query: 'cancelcoupon',
    params: '={code}',
    body: 'none',
    response: 'json',
  },
  {
    name: 'redeemCoupon',
    family: 'coupons',
    method: 'POST',
    controller: 'coupons',
    query: null,
    marker: 'redeem',
    body: 'form',
    payload: 'redeem, redirect (the automatic MY50FREE: redeemMy50Free)',
    response: 'json',
  },
  {
    name: 'translations',
    family: 'translations',
    method: 'GET',
    controller: 'translations',
    query: null,
    params: '{LANG}-{name}.json',
    body: 'none',
    response: 'json',
    showsText: false,
  },
] as const satisfies readonly CallSpec[];

/** The name of a call of §7, e.g. 'getgames'. */
export type CallName = (typeof API_CALLS)[number]['name'];

/** The demo casino's handler families. */
export type CallFamily = (typeof API_CALLS)[number]['family'];

/** Every call of §7: the client's side. */
export const CALL_CLIENT = {
  getconfig: derived({
    fn: 'getConfig',
    schema: ConfigResponseSchema,
  }),
  getgames: handWritten({
    fn: 'getGames',
    schema: CatalogueSchema,
    handWritten: 'a long list is read a slice per browser task',
  }),
  myfavorites: derived({
    fn: 'getFavorites',
    schema: GameRefListSchema,
  }),
  DFS: derived({
    fn: 'getDfsFlags',
    schema: DfsFlagsSchema,
  }),
  getBalance: derived({
    fn: 'getBalance',
    schema: BalanceSchema,
  }),
  getunreadmessages: derived({
    fn: 'getUnreadCount',
    schema: UnreadSchema,
  }),
  getgamelockdetails: derived({
    fn: 'getGameLockDetails',
    schema: GameLockSchema,
    encode: (game: { shortname: string; provider?: string | null }) => ({
      form: { shortname: game.shortname, provider: game.provider ?? '' },
    }),
  }),
  setFavorite: derived({
    fn: 'setFavorite',
    schema: SuccessSchema,
    encode: (change: { action: 'add' | 'remove'; shortname: string; provider?: string | null }) => ({
      form: {
        setFavorite: '1',
        action: change.action,
        game: change.shortname,
        provider: change.provider ?? '',
      },
    }),
  }),
  gamelauncher: derived({
    fn: 'launchGame',
    schema: LaunchResponseSchema,
    encode: (launch: { shortname: string; realMoney: boolean; provider?: string | null }) => ({
      form: {
        game: launch.shortname,
        realmoney: launch.realMoney ? '1' : '0',
        ...(launch.provider ? { provider: launch.provider } : {}),
      },
    }),
  }),
  gettoken: derived({
    fn: 'getToken',
    schema: TokenSchema,
  }),
  keepplaying: derived({
    fn: 'getKeepPlaying',
    schema: GameRefListSchema,
  }),
  suggest: derived({
    fn: 'getSuggested',
    schema: GameRefListSchema,
  }),
  winners: derived({
    fn: 'getWinners',
    schema: WinnersSchema,
  }),
  gettournaments: derived({
    fn: 'getTournaments',
    schema: TournamentsPageSchema,
    encode: (lang: string) => ({ form: { lang } }),
  }),
  gettournamentslobby: derived({
    fn: 'getTournamentsLobbyUrl',
    schema: UrlSchema,
  }),
  getlivedealer: derived({
    fn: 'getLiveDealerUrl',
    schema: UrlSchema,
    encode: (value: string) => ({ form: { getlivedealer: value } }),
  }),
  getpromos: derived({
    fn: 'getPromos',
    schema: PromosSchema,
    encode: (query: { lang: string; target: 'ucc_lobby' | 'ucc_promotions'; regularOnly?: boolean }) => ({
      form: { lang: query.lang, target: query.target, ...(query.regularOnly ? { regular_only: '1' } : {}) },
    }),
  }),
  widgets: derived({
    fn: 'getWidgets',
    schema: WidgetNamesSchema,
  }),
  stickybanner: derived({
    fn: 'getStickyBanner',
    schema: StickyBannerSchema,
  }),
  raf: derived({
    fn: 'getReferAFriend',
    schema: ReferAFriendSchema,
  }),
  gameofthemonth: derived({
    fn: 'getGameOfTheMonth',
    schema: GameOfTheMonthSchema,
  }),
  escapepodwidget: derived({
    fn: 'getEscapePodWidget',
    schema: HtmlSchema,
  }),
  crewponwidget: derived({
    fn: 'getCrewponWidget',
    schema: HtmlSchema,
  }),
  fortunetellerwidget: derived({
    fn: 'getFortuneTellerWidget',
    schema: HtmlSchema,
  }),
  wpc2Widget: derived({
    fn: 'getWpc2Widget',
    schema: WidgetAssetsSchema,
  }),
  wpc2WidgetHtml: derived({
    fn: 'getWpc2WidgetHtml',
    schema: HtmlSchema,
  }),
  synthWidget: derived({
    fn: 'getSynthWidget',
    schema: WidgetAssetsSchema,
  }),
  synthWidgetHtml: derived({
    fn: 'getSynthWidgetHtml',
    schema: HtmlSchema,
  }),
  tryoutRollback: derived({
    fn: 'rollbackTryout',
    schema: IgnoredAnswerSchema,
    parts: { form: { tryout: 'rollback' } },
  }),
  dailyfreespins: derived({
    fn: 'getDailyFreeSpins',
    schema: DailyFreeSpinsSchema,
  }),
  sendfreespinemail: derived({
    fn: 'sendFreeSpinEmail',
    schema: EmailSentSchema,
  }),
  emailclickcheck: derived({
    fn: 'checkEmailClicked',
    schema: EmailClickedSchema,
  }),
  redeemDfs: derived({
    fn: 'redeemDailyFreeSpins',
    schema: DfsRedeemSchema,
  }),
  redeemDfsValidated: derived({
    fn: 'redeemDailyFreeSpinsValidated',
    schema: DfsRedeemSchema,
    encode: (validation: DfsValidation) => ({ json: dfsValidationBody(validation) }),
  }),
  getmessages: handWritten({
    fn: 'getMessages',
    schema: MessagesSchema,
    handWritten: 'answered from the 15-minute session cache unless forced',
  }),
  getPendingWithdrawals: derived({
    fn: 'getPendingWithdrawals',
    schema: PendingWithdrawalsSchema,
    parts: { params: [['qd', null]] },
  }),
  cancelWithdrawal: derived({
    fn: 'cancelWithdrawal',
    schema: CancelWithdrawalSchema,
    encode: (w: { requestId: number | string; methodName: string }) => ({
      queryValue: String(w.requestId),
      params: [
        ['methodName', w.methodName],
        ['qdt', '1'],
      ],
    }),
  }),
  quickdepositcheck: derived({
    fn: 'checkQuickDeposit',
    schema: QuickDepositCheckSchema,
    encode: (query: { swd?: boolean } = {}) => ({ params: query.swd ? [['swd', null]] : [] }),
  }),
  quickDepositCashier: derived({
    fn: 'openQuickDepositCashier',
    schema: IgnoredAnswerSchema,
  }),
  quickDepositClose: derived({
    fn: 'closeQuickDeposit',
    schema: IgnoredAnswerSchema,
  }),
  quickDepositSubmit: handWritten({
    fn: 'submitQuickDeposit',
    schema: DepositOutcomeSchema,
    handWritten: 'posted into a hidden frame; the processor page reports back by postMessage',
  }),
  cancelcoupon: derived({
    fn: 'cancelCoupon',
    schema: CouponAnswerSchema,
    encode: (code: string) => ({ queryValue: code }),
  }),
  redeemCoupon: derived({
    fn: 'redeemCoupon',
    schema: CouponAnswerSchema,
    encode: (coupon: { code: string; redirect?: boolean }) => ({
      form: { redeem: coupon.code, redirect: coupon.redirect ? 'true' : 'false' },
    }),
  }),
  translations: handWritten({
    fn: 'getTranslations',
    schema: TranslationsSchema,
    handWritten: 'a file per language and name, falling back to the English file (§5)',
  }),
} as const satisfies Record<CallName, ClientSide>;

/** Either side a call's client part can take. */
type ClientSide =
  | {
      readonly fn: string;
      readonly schema: WireSchema<unknown>;
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
