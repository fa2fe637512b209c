/**
 * The demo casino's answer to every call of §7, in wire shape: one entry per call of the call table, each
 * handed to the room of the platform it belongs to (casino/: games, play, wallet, coupons, loyalty,
 * promotions, widgets, messages, config). The handlers only serialise, encode and inject faults.
 */
import type { CallName } from '../src/api/calls.ts';
import * as configRoom from './casino/config.ts';
import * as coupons from './casino/coupons.ts';
import * as games from './casino/games.ts';
import * as loyalty from './casino/loyalty.ts';
import * as messages from './casino/messages.ts';
import * as play from './casino/play.ts';
import * as promotions from './casino/promotions.ts';
import type { CasinoState } from './casino/state.ts';
import * as wallet from './casino/wallet.ts';
import * as widgets from './casino/widgets.ts';
import { translationFile } from './content/translations.ts';
import { unchangingAnswer } from './json-text.ts';

/** What an answer reads from the request: its URL, its form fields (form POSTs) and its JSON body. */
export interface CallRequest {
  readonly url: URL;
  readonly form: URLSearchParams;
  readonly json: unknown;
}

/** The answer for a file or item the casino does not have: the handler answers 404. */
export const NOT_FOUND: unique symbol = Symbol('not found');

type Answer = (casino: CasinoState, request: CallRequest) => unknown;

/** The processor page: it reports the outcome to the lobby that posted into its frame (see quick-deposit-frame.ts). */
export function processorPage(outcome: unknown): string {
  // escaping '<' keeps the JSON from closing the script element early
  const json = JSON.stringify(outcome).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Quick deposit</title></head><body><script type="application/json" id="qd-result">${json}</script><script>parent.postMessage(JSON.parse(document.getElementById('qd-result').textContent),'*')</script></body></html>`;
}

/** `{LANG}-{name}.json` from the end of a translations URL. */
function translationOf(casino: CasinoState, url: URL): unknown {
  const file = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const match = /^([A-Za-z]{2})-([\w-]+)\.json$/.exec(file);
  const entries = match
    ? translationFile(match[1] ?? '', match[2] ?? '', casino.catalogue().providers)
    : null;
  return entries ?? NOT_FOUND;
}

export const ANSWERS: Readonly<Record<CallName, Answer>> = {
  getconfig: (casino) => configRoom.config(casino),
  getgames: (casino) => unchangingAnswer(casino.catalogue()),
  myfavorites: (casino) => games.favoritesBody(casino),
  DFS: (casino) => loyalty.dfsFlags(casino),
  getBalance: (casino) => wallet.balanceBody(casino),
  getunreadmessages: (casino) => messages.unread(casino),
  getgamelockdetails: (casino, { form }) => games.gameLock(casino, form),
  setFavorite: (casino, { form }) => games.setFavorite(casino, form),
  gamelauncher: (casino, { form }) => play.launch(casino, form),
  gettoken: (casino) => play.token(casino),
  keepplaying: (casino) => games.keepPlaying(casino),
  suggest: (casino) => games.suggest(casino),
  winners: (casino) => widgets.winners(casino),
  gettournaments: (casino, { form }) => promotions.tournaments(casino, form),
  gettournamentslobby: () => promotions.tournamentsLobby(),
  getlivedealer: (_, { form }) => play.liveDealer(form),
  getpromos: (casino, { form }) => promotions.promos(casino, form),
  widgets: (casino) => widgets.widgets(casino),
  stickybanner: (casino) => widgets.stickyBanner(casino),
  raf: (casino) => widgets.raf(casino),
  gameofthemonth: (casino) => widgets.gameOfTheMonth(casino),
  escapepodwidget: () => widgets.widgetHtml('escapepod'),
  crewponwidget: () => widgets.widgetHtml('crewpon'),
  fortunetellerwidget: () => widgets.widgetHtml('fortuneteller'),
  wpc2Widget: () => widgets.widgetAssets('wpc2'),
  wpc2WidgetHtml: () => widgets.widgetMarkup('wpc2'),
  synthWidget: () => widgets.widgetAssets('synth'),
  synthWidgetHtml: () => widgets.widgetMarkup('synth'),
  tryoutRollback: () => 'OK',
  dailyfreespins: (casino) => loyalty.dailyFreeSpins(casino),
  sendfreespinemail: (casino) => loyalty.sendFreeSpinEmail(casino),
  emailclickcheck: (casino) => loyalty.emailClickCheck(casino),
  redeemDfs: (casino) => loyalty.redeemDfs(casino, undefined),
  redeemDfsValidated: (casino, { json }) => loyalty.redeemDfs(casino, json),
  getmessages: (casino) => messages.messages(casino),
  getPendingWithdrawals: (casino) => wallet.pendingWithdrawals(casino),
  cancelWithdrawal: (casino, { url }) =>
    wallet.cancelWithdrawal(
      casino,
      url.searchParams.get('cancelWithdrawal') ?? '',
      url.searchParams.get('methodName') ?? '',
    ),
  quickdepositcheck: (casino) => wallet.quickDepositCheck(casino),
  quickDepositCashier: () => 'OK',
  quickDepositClose: () => 'OK',
  quickDepositSubmit: (casino, { form }) => processorPage(wallet.processDeposit(casino, form)),
  cancelcoupon: (casino, { url }) => coupons.cancelCoupon(casino, url.searchParams.get('cancelcoupon') ?? ''),
  redeemCoupon: (casino, { form }) => coupons.redeemCoupon(casino, form),
  translations: (casino, { url }) => translationOf(casino, url),
};
