/**
 * The table for the issue note: every call of §7 with its client function, the schema that validates
 * its answer, and the demo handler group that serves it. A test checks the function names against the
 * client, so the table cannot go stale.
 */
import { API_CALLS, type CallName } from '../api/calls.ts';
import { groupOf } from './handlers.ts';

/** Client function and schema per call. */
export const CLIENT_FUNCTIONS: Readonly<Record<CallName, { readonly fn: string; readonly schema: string }>> =
  {
    getconfig: { fn: 'getConfig', schema: 'domain parseConfigResponse' },
    getgames: { fn: 'getGames', schema: 'domain parseCatalogue' },
    myfavorites: { fn: 'getFavorites', schema: 'GameRefListSchema' },
    DFS: { fn: 'getDfsFlags', schema: 'DfsFlagsSchema' },
    getBalance: { fn: 'getBalance', schema: 'BalanceSchema → domain parseBalances' },
    getunreadmessages: { fn: 'getUnreadCount', schema: 'UnreadSchema' },
    getgamelockdetails: { fn: 'getGameLockDetails', schema: 'GameLockSchema' },
    setFavorite: { fn: 'setFavorite', schema: 'SuccessSchema' },
    gamelauncher: { fn: 'launchGame', schema: 'LaunchResponseSchema → domain parseGameLaunchResponse' },
    gettoken: { fn: 'getToken', schema: 'TokenSchema (then domain composeGameUrl)' },
    keepplaying: { fn: 'getKeepPlaying', schema: 'GameRefListSchema' },
    suggest: { fn: 'getSuggested', schema: 'GameRefListSchema' },
    winners: { fn: 'getWinners', schema: 'WinnersSchema' },
    gettournaments: {
      fn: 'getTournaments / getHomeTournaments',
      schema: 'TournamentsPageSchema / TournamentListSchema',
    },
    gettournamentslobby: { fn: 'getTournamentsLobbyUrl', schema: 'UrlSchema (then tournamentsLobbyUrl)' },
    getlivedealer: { fn: 'getLiveDealerUrl', schema: 'UrlSchema' },
    getpromos: { fn: 'getPromos', schema: 'PromosSchema (schedule: domain parsePromoSchedule)' },
    widgets: { fn: 'getWidgets', schema: 'WidgetNamesSchema' },
    stickybanner: { fn: 'getStickyBanner', schema: 'StickyBannerSchema' },
    raf: { fn: 'getReferAFriend', schema: 'ReferAFriendSchema' },
    gameofthemonth: { fn: 'getGameOfTheMonth', schema: 'GameOfTheMonthSchema' },
    escapepodwidget: { fn: 'getEscapePodWidget', schema: 'HtmlSchema' },
    crewponwidget: { fn: 'getCrewponWidget', schema: 'HtmlSchema' },
    fortunetellerwidget: { fn: 'getFortuneTellerWidget', schema: 'HtmlSchema' },
    wpc2Widget: { fn: 'getWpc2Widget', schema: 'WidgetAssetsSchema' },
    wpc2WidgetHtml: { fn: 'getWpc2WidgetHtml', schema: 'HtmlSchema' },
    synthWidget: { fn: 'getSynthWidget', schema: 'WidgetAssetsSchema' },
    synthWidgetHtml: { fn: 'getSynthWidgetHtml', schema: 'HtmlSchema' },
    tryoutRollback: { fn: 'rollbackTryout', schema: '(answer not read)' },
    dailyfreespins: { fn: 'getDailyFreeSpins', schema: 'DailyFreeSpinsSchema → domain parseDfsData' },
    sendfreespinemail: { fn: 'sendFreeSpinEmail', schema: 'EmailSentSchema' },
    emailclickcheck: { fn: 'checkEmailClicked', schema: 'EmailClickedSchema' },
    redeemDfs: { fn: 'redeemDailyFreeSpins', schema: 'DfsRedeemSchema → domain parseDfsRedeemResult' },
    redeemDfsValidated: {
      fn: 'redeemDailyFreeSpinsValidated',
      schema: 'DfsRedeemSchema → domain parseDfsRedeemResult',
    },
    getmessages: { fn: 'getMessages (+ clearMessageCache)', schema: 'MessagesSchema' },
    getPendingWithdrawals: {
      fn: 'getPendingWithdrawals',
      schema: 'PendingWithdrawalsSchema → domain parsePendingWithdrawals',
    },
    cancelWithdrawal: {
      fn: 'cancelWithdrawal',
      schema: 'CancelWithdrawalSchema → domain isWithdrawalCancelled',
    },
    quickdepositcheck: {
      fn: 'checkQuickDeposit',
      schema: 'QuickDepositCheckSchema → domain parseQuickDepositCheck',
    },
    quickDepositCashier: { fn: 'openQuickDepositCashier', schema: '(answer not read)' },
    quickDepositClose: { fn: 'closeQuickDeposit', schema: '(answer not read)' },
    quickDepositSubmit: {
      fn: 'submitQuickDeposit',
      schema: 'DepositOutcomeSchema (postMessage from the frame)',
    },
    cancelcoupon: { fn: 'cancelCoupon', schema: 'CouponAnswerSchema → domain parseCouponAnswer' },
    redeemCoupon: {
      fn: 'redeemCoupon / redeemMy50Free',
      schema: 'CouponAnswerSchema → domain parseCouponAnswer',
    },
    translations: { fn: 'getTranslations', schema: 'TranslationsSchema' },
  };

/**
 * The markdown table of every call.
 *
 * @example
 * console.info(callTableMarkdown());
 */
export function callTableMarkdown(): string {
  const rows = API_CALLS.map((spec) => {
    const query = spec.query === null ? '—' : `?${spec.query}${'params' in spec ? spec.params : ''}`;
    const payload = 'payload' in spec ? spec.payload : '—';
    const { fn, schema } = CLIENT_FUNCTIONS[spec.name];
    return `| ${spec.name} | ${spec.method} | ${spec.controller} | \`${query}\` | ${payload} | ${spec.response} | \`${fn}\` | ${schema} | ${groupOf(spec.name)} |`;
  });
  return [
    '| call | method | controller | query | payload | response | client function | schema | demo group |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
