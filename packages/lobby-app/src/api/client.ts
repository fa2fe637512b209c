/**
 * The typed API client: one plain async function per call of §7, each answering a Result. Build it once
 * from the runtime env; pass `{ signal }` per call to cancel on a route change.
 *
 * @example
 * const api = createApi(env);
 * const games = await api.getGames({ signal });
 * if (games.ok) catalogue.games = games.value.games;
 * else console.warn(describeApiError(games.error));
 */
import {
  BalanceSchema,
  type Balances,
  CancelWithdrawalSchema,
  type Catalogue,
  type ConfigResponse,
  type CouponAnswer,
  CouponAnswerSchema,
  type DailyFreeSpins,
  DailyFreeSpinsSchema,
  type DfsFlags,
  DfsFlagsSchema,
  type DfsRedeemResult,
  DfsRedeemSchema,
  type DfsValidation,
  dfsValidationBody,
  EmailClickedSchema,
  type EmailSent,
  EmailSentSchema,
  err,
  type FavouriteRef,
  type GameLaunchResponse,
  type GameLock,
  GameLockSchema,
  type GameOfTheMonth,
  GameOfTheMonthSchema,
  GameRefListSchema,
  HtmlSchema,
  type InboxMessage,
  LaunchResponseSchema,
  MessagesSchema,
  my50FreeRedeemForm,
  ok,
  type PendingWithdrawals,
  PendingWithdrawalsSchema,
  type PromosResponse,
  PromosSchema,
  parseCatalogueInSteps,
  parseConfigResponse,
  parseWire,
  type QuickDepositCheck,
  QuickDepositCheckSchema,
  type ReferAFriend,
  ReferAFriendSchema,
  readResult,
  type StickyBanner,
  StickyBannerSchema,
  SuccessSchema,
  TokenSchema,
  type Tournament,
  TournamentListSchema,
  type TournamentsPage,
  TournamentsPageSchema,
  TranslationsSchema,
  UnreadSchema,
  UrlSchema,
  type WidgetAssets,
  WidgetAssetsSchema,
  WidgetNamesSchema,
  type Winners,
  WinnersSchema,
  type WireSchema,
} from '@lobby/domain';
import * as v from 'valibot';
import { nextTask } from '../platform/scheduling/next-task.ts';
import type { RuntimeEnv } from './env.ts';
import { browserSessionStorage, createMessageCache, type KeyValueStorage } from './message-cache.ts';
import {
  browserFrameHost,
  type DepositOutcome,
  type FrameHost,
  submitIntoFrame,
} from './quick-deposit-frame.ts';
import {
  type ApiResult,
  type CallOptions,
  callUrl,
  fetchRaw,
  request,
  type TransportDeps,
} from './transport.ts';

export interface ApiOptions {
  /** The fetch to use; defaults to the global one, looked up per call so test interceptors apply. */
  readonly fetch?: typeof fetch;
  /** Aborts every call of this client. */
  readonly signal?: AbortSignal;
  /** Storage of the message-center cache; defaults to sessionStorage when available. */
  readonly storage?: () => KeyValueStorage | null;
  /** The clock of the message-center cache. */
  readonly now?: () => number;
  /** Where the quick-deposit frame lives; defaults to the browser document in the env's mode. */
  readonly frameHost?: FrameHost;
}

const ConfigSchema: WireSchema<ConfigResponse> = v.pipe(v.unknown(), readResult(parseConfigResponse));

/** How many games are read per browser task: a long list is read in several short tasks, not one long one. */
export const GAMES_PER_TASK = 250;

/** Reads the game list a slice at a time, letting the browser work in between (see `parseCatalogueInSteps`). */
async function readCatalogue(raw: unknown): Promise<ApiResult<Catalogue>> {
  const steps = parseCatalogueInSteps(raw, GAMES_PER_TASK);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  const parsed = step.value;
  return parsed.ok
    ? parsed
    : err({ kind: 'schema', call: 'getgames', path: '(root)', message: parsed.error });
}

const Ignored: WireSchema<undefined> = v.pipe(
  v.unknown(),
  v.transform(() => undefined),
);

export function createApi(env: RuntimeEnv, options: ApiOptions = {}) {
  const deps: TransportDeps = {
    env,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const messageCache = createMessageCache({
    storage: options.storage ?? browserSessionStorage,
    now: options.now ?? Date.now,
  });
  const frameHost = (): FrameHost | null =>
    options.frameHost ??
    (typeof document === 'undefined' || typeof window === 'undefined'
      ? null
      : browserFrameHost(document, window, env.demo ? 'fetch' : 'navigate', deps.fetch));

  return {
    env,

    // --- start-up and the player (shared endpoint) ------------------------------------------------------
    /** GET ?getconfig (encoded): the casino and, when logged in, the player. */
    getConfig: (o?: CallOptions): Promise<ApiResult<ConfigResponse>> =>
      request(deps, 'getconfig', {}, ConfigSchema, o),
    /** GET ?getgames: the catalogue, read by the domain (three newest marked New). */
    getGames: async (o?: CallOptions): Promise<ApiResult<Catalogue>> => {
      const raw = await fetchRaw(deps, 'getgames', {}, o);
      return raw.ok ? readCatalogue(raw.value) : raw;
    },
    /** GET ?myfavorites (encoded). */
    getFavorites: (o?: CallOptions): Promise<ApiResult<FavouriteRef[]>> =>
      request(deps, 'myfavorites', {}, GameRefListSchema, o),
    /** GET ?DFS (encoded): whether daily free spins, its popup and the wheel are on. */
    getDfsFlags: (o?: CallOptions): Promise<ApiResult<DfsFlags>> =>
      request(deps, 'DFS', {}, DfsFlagsSchema, o),
    /** GET ?getBalance (encoded). */
    getBalance: (o?: CallOptions): Promise<ApiResult<Balances>> =>
      request(deps, 'getBalance', {}, BalanceSchema, o),
    /** GET ?getunreadmessages (encoded): total_unread. */
    getUnreadCount: (o?: CallOptions): Promise<ApiResult<number>> =>
      request(deps, 'getunreadmessages', {}, UnreadSchema, o),
    /** POST ?getgamelockdetails (encoded); null when the game is not locked. */
    getGameLockDetails: (
      game: { shortname: string; provider?: string | null },
      o?: CallOptions,
    ): Promise<ApiResult<GameLock | null>> =>
      request(
        deps,
        'getgamelockdetails',
        { form: { shortname: game.shortname, provider: game.provider ?? '' } },
        GameLockSchema,
        o,
      ),
    /** POST (no query) setFavorite: answers the success flag. */
    setFavorite: (
      change: { action: 'add' | 'remove'; shortname: string; provider?: string | null },
      o?: CallOptions,
    ): Promise<ApiResult<boolean>> =>
      request(
        deps,
        'setFavorite',
        {
          form: {
            setFavorite: '1',
            action: change.action,
            game: change.shortname,
            provider: change.provider ?? '',
          },
        },
        SuccessSchema,
        o,
      ),

    // --- playing ------------------------------------------------------------------------------------------
    /** POST ?gamelauncher. `provider` is needed in fusion. */
    launchGame: (
      launch: { shortname: string; realMoney: boolean; provider?: string | null },
      o?: CallOptions,
    ): Promise<ApiResult<GameLaunchResponse>> => {
      const form: Record<string, string> = {
        game: launch.shortname,
        realmoney: launch.realMoney ? '1' : '0',
      };
      if (launch.provider) form.provider = launch.provider;
      return request(deps, 'gamelauncher', { form }, LaunchResponseSchema, o);
    },
    /** GET ?gettoken: the token to append with the domain's `composeGameUrl`. */
    getToken: (o?: CallOptions): Promise<ApiResult<string>> => request(deps, 'gettoken', {}, TokenSchema, o),
    /** GET ?keepplaying: the player's recent games. */
    getKeepPlaying: (o?: CallOptions): Promise<ApiResult<FavouriteRef[]>> =>
      request(deps, 'keepplaying', {}, GameRefListSchema, o),
    /** GET ?suggest: suggested games. */
    getSuggested: (o?: CallOptions): Promise<ApiResult<FavouriteRef[]>> =>
      request(deps, 'suggest', {}, GameRefListSchema, o),
    /** GET ?winners: recent and top winners. */
    getWinners: (o?: CallOptions): Promise<ApiResult<Winners>> =>
      request(deps, 'winners', {}, WinnersSchema, o),
    /** POST ?gettournaments for the tournaments page: live, upcoming and finished lists. */
    getTournaments: (lang: string, o?: CallOptions): Promise<ApiResult<TournamentsPage>> =>
      request(deps, 'gettournaments', { form: { lang } }, TournamentsPageSchema, o),
    /** POST ?gettournaments with `home`: the home section's list. */
    getHomeTournaments: (lang: string, o?: CallOptions): Promise<ApiResult<Tournament[]>> =>
      request(deps, 'gettournaments', { form: { lang, home: '1' } }, TournamentListSchema, o),
    /** GET ?gettournamentslobby: the lobby iframe URL (add the open tournament with `tournamentsLobbyUrl`). */
    getTournamentsLobbyUrl: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'gettournamentslobby', {}, UrlSchema, o),
    /** POST ?getlivedealer with the config's livedealer value: the iframe URL. */
    getLiveDealerUrl: (value: string, o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'getlivedealer', { form: { getlivedealer: value } }, UrlSchema, o),
    /** POST ?getpromos. The home section asks for regular promos only. */
    getPromos: (
      query: { lang: string; target: 'ucc_lobby' | 'ucc_promotions'; regularOnly?: boolean },
      o?: CallOptions,
    ): Promise<ApiResult<PromosResponse>> => {
      const form: Record<string, string> = { lang: query.lang, target: query.target };
      if (query.regularOnly) form.regular_only = '1';
      return request(deps, 'getpromos', { form }, PromosSchema, o);
    },

    // --- widgets --------------------------------------------------------------------------------------------
    getWidgets: (o?: CallOptions): Promise<ApiResult<string[]>> =>
      request(deps, 'widgets', {}, WidgetNamesSchema, o),
    getStickyBanner: (o?: CallOptions): Promise<ApiResult<StickyBanner>> =>
      request(deps, 'stickybanner', {}, StickyBannerSchema, o),
    getReferAFriend: (o?: CallOptions): Promise<ApiResult<ReferAFriend>> =>
      request(deps, 'raf', {}, ReferAFriendSchema, o),
    getGameOfTheMonth: (o?: CallOptions): Promise<ApiResult<GameOfTheMonth>> =>
      request(deps, 'gameofthemonth', {}, GameOfTheMonthSchema, o),
    getEscapePodWidget: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'escapepodwidget', {}, HtmlSchema, o),
    getCrewponWidget: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'crewponwidget', {}, HtmlSchema, o),
    getFortuneTellerWidget: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'fortunetellerwidget', {}, HtmlSchema, o),
    getWpc2Widget: (o?: CallOptions): Promise<ApiResult<WidgetAssets>> =>
      request(deps, 'wpc2Widget', {}, WidgetAssetsSchema, o),
    getWpc2WidgetHtml: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'wpc2WidgetHtml', {}, HtmlSchema, o),
    getSynthWidget: (o?: CallOptions): Promise<ApiResult<WidgetAssets>> =>
      request(deps, 'synthWidget', {}, WidgetAssetsSchema, o),
    getSynthWidgetHtml: (o?: CallOptions): Promise<ApiResult<string>> =>
      request(deps, 'synthWidgetHtml', {}, HtmlSchema, o),
    /** POST tryout=rollback: back to the legacy lobby; the answer is not read. */
    rollbackTryout: (o?: CallOptions): Promise<ApiResult<undefined>> =>
      request(deps, 'tryoutRollback', { form: { tryout: 'rollback' } }, Ignored, o),

    // --- loyalty: daily free spins --------------------------------------------------------------------------
    getDailyFreeSpins: (o?: CallOptions): Promise<ApiResult<DailyFreeSpins>> =>
      request(deps, 'dailyfreespins', {}, DailyFreeSpinsSchema, o),
    sendFreeSpinEmail: (o?: CallOptions): Promise<ApiResult<EmailSent>> =>
      request(deps, 'sendfreespinemail', {}, EmailSentSchema, o),
    /** GET ?emailclickcheck; poll every 60 s while false (§4). */
    checkEmailClicked: (o?: CallOptions): Promise<ApiResult<boolean>> =>
      request(deps, 'emailclickcheck', {}, EmailClickedSchema, o),
    /** GET ?redeem_dfs: the plain claim. */
    redeemDailyFreeSpins: (o?: CallOptions): Promise<ApiResult<DfsRedeemResult>> =>
      request(deps, 'redeemDfs', {}, DfsRedeemSchema, o),
    /** POST ?redeem_dfs with the JSON DFSvalidation (the wheel's claim). */
    redeemDailyFreeSpinsValidated: (
      validation: DfsValidation,
      o?: CallOptions,
    ): Promise<ApiResult<DfsRedeemResult>> =>
      request(deps, 'redeemDfsValidated', { json: dfsValidationBody(validation) }, DfsRedeemSchema, o),

    // --- message center --------------------------------------------------------------------------------------
    /** GET ?getmessages, served from the 15-minute session cache unless `force` is set. */
    getMessages: async (o: CallOptions & { force?: boolean } = {}): Promise<ApiResult<InboxMessage[]>> => {
      if (!o.force) {
        const cached = messageCache.read();
        if (cached !== undefined) {
          const parsed = parseWire(MessagesSchema, cached);
          if (parsed.ok) return parsed;
        }
      }
      const result = await request(deps, 'getmessages', {}, MessagesSchema, o);
      if (result.ok) messageCache.write({ messages: result.value });
      return result;
    },
    /** Forget the cached inbox, e.g. on logout or after reading a message. */
    clearMessageCache: (): void => messageCache.clear(),

    // --- cashier ---------------------------------------------------------------------------------------------
    /** GET withdrawals ?getPendingWithdrawals&qd. */
    getPendingWithdrawals: (o?: CallOptions): Promise<ApiResult<PendingWithdrawals>> =>
      request(deps, 'getPendingWithdrawals', { params: [['qd', null]] }, PendingWithdrawalsSchema, o),
    /** GET withdrawals ?cancelWithdrawal={id}&methodName={name}&qdt=1: the success flag. */
    cancelWithdrawal: (
      w: { requestId: number | string; methodName: string },
      o?: CallOptions,
    ): Promise<ApiResult<boolean>> =>
      request(
        deps,
        'cancelWithdrawal',
        {
          queryValue: String(w.requestId),
          params: [
            ['methodName', w.methodName],
            ['qdt', '1'],
          ],
        },
        CancelWithdrawalSchema,
        o,
      ),
    /** GET deposits ?quickdepositcheck, with `&swd` when asked. */
    checkQuickDeposit: (
      query: { swd?: boolean } = {},
      o?: CallOptions,
    ): Promise<ApiResult<QuickDepositCheck>> =>
      request(
        deps,
        'quickdepositcheck',
        { params: query.swd ? [['swd', null]] : [] },
        QuickDepositCheckSchema,
        o,
      ),
    /** GET quick-deposit processor ?cashier (the answer is not read). */
    openQuickDepositCashier: (o?: CallOptions): Promise<ApiResult<undefined>> =>
      request(deps, 'quickDepositCashier', {}, Ignored, o),
    /** GET quick-deposit processor ?closeqd (the answer is not read). */
    closeQuickDeposit: (o?: CallOptions): Promise<ApiResult<undefined>> =>
      request(deps, 'quickDepositClose', {}, Ignored, o),
    /**
     * POST amount and cardID into a hidden frame and wait for the processor's report (see
     * quick-deposit-frame.ts). Needs a document, or an injected `frameHost`.
     */
    submitQuickDeposit: async (
      deposit: { amount: number; cardId: string },
      o: CallOptions = {},
    ): Promise<ApiResult<DepositOutcome>> => {
      const host = frameHost();
      if (host === null)
        return err({ kind: 'network', call: 'quickDepositSubmit', message: 'no document to host the frame' });
      return submitIntoFrame(
        host,
        callUrl(env, 'quickDepositSubmit'),
        { amount: String(deposit.amount), cardID: deposit.cardId },
        {
          timeoutMs: o.timeoutMs ?? env.timeouts.quickDepositSubmit ?? env.timeouts.default,
          signal: o.signal,
        },
      );
    },
    /** GET coupons ?cancelcoupon={code}. */
    cancelCoupon: (code: string, o?: CallOptions): Promise<ApiResult<CouponAnswer>> =>
      request(deps, 'cancelcoupon', { queryValue: code }, CouponAnswerSchema, o),
    /** POST coupons: redeem, redirect. */
    redeemCoupon: (
      coupon: { code: string; redirect?: boolean },
      o?: CallOptions,
    ): Promise<ApiResult<CouponAnswer>> =>
      request(
        deps,
        'redeemCoupon',
        { form: { redeem: coupon.code, redirect: coupon.redirect ? 'true' : 'false' } },
        CouponAnswerSchema,
        o,
      ),
    /** The automatic my50free redemption: redeem=MY50FREE, redirect false; its result is not used (§7). */
    redeemMy50Free: async (o?: CallOptions): Promise<ApiResult<undefined>> => {
      const result = await fetchRaw(deps, 'redeemCoupon', { form: { ...my50FreeRedeemForm() } }, o);
      return result.ok ? ok(undefined) : result;
    },

    // --- translations ----------------------------------------------------------------------------------------
    /**
     * GET {translationsBase}{LANG}-{name}.json, falling back to the English file when the language's file
     * is missing or unreadable (§5). Answers the entries and the language they are in.
     */
    getTranslations: async (
      language: string,
      name: string,
      o?: CallOptions,
    ): Promise<ApiResult<{ language: string; entries: Readonly<Record<string, string>> }>> => {
      const file = (lang: string) => `${env.translationsBase}${encodeURIComponent(`${lang}-${name}`)}.json`;
      const lang = language.toUpperCase();
      const first = await request(deps, 'translations', { url: file(lang) }, TranslationsSchema, o);
      if (first.ok) return ok({ language: lang, entries: first.value });
      if (lang === 'EN' || first.error.kind === 'aborted') return first;
      const english = await request(deps, 'translations', { url: file('EN') }, TranslationsSchema, o);
      return english.ok ? ok({ language: 'EN', entries: english.value }) : english;
    },
  };
}

/** The client: every call of §7 as a function. */
export type Api = ReturnType<typeof createApi>;
