/**
 * The contract of spec §7 as data: every call the lobby makes, where it goes and how it is encoded. The
 * client, the demo casino and the issue note all read this one table, so they cannot drift apart.
 */

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

export interface CallSpec {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly controller: ControllerKey;
  /** The query name that selects the call (`?getconfig`); null for a POST told apart by its form. */
  readonly query: string | null;
  /** Extra query keys and what goes in them, for the table in the issue note. */
  readonly params?: string;
  readonly body: RequestBody;
  /** Form or JSON fields, for the table in the issue note. */
  readonly payload?: string;
  readonly response: ResponseBody;
}

const call = <const N extends string>(spec: CallSpec & { name: N }) => spec;

/** Every call of §7, in the spec's order. */
export const API_CALLS = [
  call({
    name: 'getconfig',
    method: 'GET',
    controller: 'endpoint',
    query: 'getconfig',
    body: 'none',
    response: 'encoded',
  }),
  call({
    name: 'getgames',
    method: 'GET',
    controller: 'endpoint',
    query: 'getgames',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'myfavorites',
    method: 'GET',
    controller: 'endpoint',
    query: 'myfavorites',
    body: 'none',
    response: 'encoded',
  }),
  call({
    name: 'DFS',
    method: 'GET',
    controller: 'endpoint',
    query: 'DFS',
    body: 'none',
    response: 'encoded',
  }),
  call({
    name: 'getBalance',
    method: 'GET',
    controller: 'endpoint',
    query: 'getBalance',
    body: 'none',
    response: 'encoded',
  }),
  call({
    name: 'getunreadmessages',
    method: 'GET',
    controller: 'endpoint',
    query: 'getunreadmessages',
    body: 'none',
    response: 'encoded',
  }),
  call({
    name: 'getgamelockdetails',
    method: 'POST',
    controller: 'endpoint',
    query: 'getgamelockdetails',
    body: 'form',
    payload: 'shortname, provider',
    response: 'encoded',
  }),
  call({
    name: 'setFavorite',
    method: 'POST',
    controller: 'endpoint',
    query: null,
    body: 'form',
    payload: 'setFavorite, action (add/remove), game, provider',
    response: 'json',
  }),
  call({
    name: 'gamelauncher',
    method: 'POST',
    controller: 'endpoint',
    query: 'gamelauncher',
    body: 'form',
    payload: 'game, realmoney, provider?',
    response: 'json',
  }),
  call({
    name: 'gettoken',
    method: 'GET',
    controller: 'endpoint',
    query: 'gettoken',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'keepplaying',
    method: 'GET',
    controller: 'endpoint',
    query: 'keepplaying',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'suggest',
    method: 'GET',
    controller: 'endpoint',
    query: 'suggest',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'winners',
    method: 'GET',
    controller: 'endpoint',
    query: 'winners',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'gettournaments',
    method: 'POST',
    controller: 'endpoint',
    query: 'gettournaments',
    body: 'form',
    payload: 'lang, home? (home list)',
    response: 'json',
  }),
  call({
    name: 'gettournamentslobby',
    method: 'GET',
    controller: 'endpoint',
    query: 'gettournamentslobby',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'getlivedealer',
    method: 'POST',
    controller: 'endpoint',
    query: 'getlivedealer',
    body: 'form',
    payload: 'getlivedealer (config value)',
    response: 'json',
  }),
  call({
    name: 'getpromos',
    method: 'POST',
    controller: 'endpoint',
    query: 'getpromos',
    body: 'form',
    payload: 'lang, target, regular_only? (home)',
    response: 'json',
  }),
  call({
    name: 'widgets',
    method: 'GET',
    controller: 'widget',
    query: 'widgets',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'stickybanner',
    method: 'GET',
    controller: 'widget',
    query: 'stickybanner',
    body: 'none',
    response: 'json',
  }),
  call({ name: 'raf', method: 'GET', controller: 'widget', query: 'raf', body: 'none', response: 'json' }),
  call({
    name: 'gameofthemonth',
    method: 'GET',
    controller: 'widget',
    query: 'gameofthemonth',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'escapepodwidget',
    method: 'GET',
    controller: 'widget',
    query: 'escapepodwidget',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'crewponwidget',
    method: 'GET',
    controller: 'widget',
    query: 'crewponwidget',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'fortunetellerwidget',
    method: 'GET',
    controller: 'widget',
    query: 'fortunetellerwidget',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'wpc2Widget',
    method: 'GET',
    controller: 'wpc2',
    query: 'widget',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'wpc2WidgetHtml',
    method: 'GET',
    controller: 'wpc2',
    query: 'widgethtml',
    body: 'none',
    response: 'text',
  }),
  call({
    name: 'synthWidget',
    method: 'GET',
    controller: 'synth',
    query: 'widget',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'synthWidgetHtml',
    method: 'GET',
    controller: 'synth',
    query: 'widgethtml',
    body: 'none',
    response: 'text',
  }),
  call({
    name: 'tryoutRollback',
    method: 'POST',
    controller: 'endpoint',
    query: null,
    body: 'form',
    payload: 'tryout=rollback',
    response: 'none',
  }),
  call({
    name: 'dailyfreespins',
    method: 'GET',
    controller: 'loyalty',
    query: 'dailyfreespins',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'sendfreespinemail',
    method: 'GET',
    controller: 'loyalty',
    query: 'sendfreespinemail',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'emailclickcheck',
    method: 'GET',
    controller: 'loyalty',
    query: 'emailclickcheck',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'redeemDfs',
    method: 'GET',
    controller: 'loyalty',
    query: 'redeem_dfs',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'redeemDfsValidated',
    method: 'POST',
    controller: 'loyalty',
    query: 'redeem_dfs',
    body: 'json',
    payload: 'JSON { DFSvalidation }',
    response: 'json',
  }),
  call({
    name: 'getmessages',
    method: 'GET',
    controller: 'messageCenter',
    query: 'getmessages',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'getPendingWithdrawals',
    method: 'GET',
    controller: 'withdrawals',
    query: 'getPendingWithdrawals',
    params: '&qd',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'cancelWithdrawal',
    method: 'GET',
    controller: 'withdrawals',
    query: 'cancelWithdrawal',
    params: '={id}&methodName={name}&qdt=1',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'quickdepositcheck',
    method: 'GET',
    controller: 'deposits',
    query: 'quickdepositcheck',
    params: '&swd (optional)',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'quickDepositCashier',
    method: 'GET',
    controller: 'quickDeposit',
    query: 'cashier',
    body: 'none',
    response: 'none',
  }),
  call({
    name: 'quickDepositClose',
    method: 'GET',
    controller: 'quickDeposit',
    query: 'closeqd',
    body: 'none',
    response: 'none',
  }),
  call({
    name: 'quickDepositSubmit',
    method: 'POST',
    controller: 'quickDeposit',
    query: null,
    body: 'frame',
    payload: 'amount, cardID (hidden frame)',
    response: 'text',
  }),
  call({
    name: 'cancelcoupon',
    method: 'GET',
    controller: 'coupons',
    query: 'cancelcoupon',
    params: '={code}',
    body: 'none',
    response: 'json',
  }),
  call({
    name: 'redeemCoupon',
    method: 'POST',
    controller: 'coupons',
    query: null,
    body: 'form',
    payload: 'redeem, redirect',
    response: 'json',
  }),
  call({
    name: 'translations',
    method: 'GET',
    controller: 'translations',
    query: null,
    params: '{LANG}-{name}.json',
    body: 'none',
    response: 'json',
  }),
] as const;

/** The name of a call of §7, e.g. 'getgames'. */
export type CallName = (typeof API_CALLS)[number]['name'];

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
    const query = spec.query === null ? '(no query)' : `?${spec.query}${spec.params ?? ''}`;
    const payload = 'payload' in spec && spec.payload ? ` [${spec.payload}]` : '';
    return `${spec.name}: ${spec.method} ${spec.controller} ${query}${payload} -> ${spec.response}`;
  });
}
