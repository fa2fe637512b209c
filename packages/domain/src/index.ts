/**
 * @lobby/domain — the rules of the lobby (spec §2–§9) as pure functions. Explicit exports only: what is
 * listed here is the public API; everything else is internal.
 */

export type { AccessContext, GuardedRoute, RouteDecision } from './access.ts';
export { canLaunchRealMoney, f8OpensQuickDeposit, guardRoute, isDemoAvailable } from './access.ts';
export type { BalanceNotice, PostGameBalanceOutcome } from './balance.ts';
export {
  balanceChangeNotice,
  cashierTooltipSchedule,
  isLowBalance,
  lowBalanceOpensQuickDeposit,
  lowBalanceRule,
  postGameBalanceOutcome,
  runsPostGameBalanceCheck,
  shouldShowCashierTooltip,
} from './balance.ts';
export { cashierRequestOutcome } from './cashier.ts';
export type { Catalogue, NamedItem, Provider } from './catalogue.ts';
export { parseCatalogue, parseCatalogueInSteps } from './catalogue.ts';
export { CATEGORY_ROUTE_SLUGS, canonicalCategory, isCategoryRouteAvailable } from './category-routes.ts';
export type {
  Balances,
  CasinoConfig,
  CasinoPages,
  ConfigResponse,
  HomeSection,
  HomeSectionKind,
  MenuItem,
  MenuLists,
  Player,
  Variant,
} from './config.ts';
export {
  DEFAULT_HOME_SECTIONS,
  initialLanguage,
  parseBalances,
  parseCasinoConfig,
  parseConfigResponse,
  parseHomeSections,
  parsePlayer,
  resolveLanguage,
  toLanguage,
  variantOf,
} from './config.ts';
export type { Language } from './constants.ts';
export {
  BACK_TO_TOP_DEBOUNCE_MS,
  BACK_TO_TOP_WINDOW_HEIGHTS,
  BALANCE_NOTICE_THRESHOLD,
  BALANCE_NOTICE_THRESHOLD_LIVE,
  BREAKPOINTS_PX,
  CASHIER_TOOLTIP_AUTO_HIDE_MS,
  CASHIER_TOOLTIP_DELAY_MS,
  CASHIER_TOOLTIP_RESHOW_MINUTES,
  CATALOGUE_FILTER_GAMES_ABOVE,
  COINS_CASINO_ID,
  COUNTDOWN_SHORT_BELOW_PX,
  CRYPTO_FALLBACK_COUNTDOWN_SECONDS,
  DEFAULT_LANGUAGE,
  DFS_DEFAULT_BALANCE_RULE,
  DFS_DEFAULT_LAST_X_DAYS,
  DFS_DEFAULT_MINIMUM_DEPOSIT,
  EMAIL_CLICK_POLL_MS,
  FILTER_DISTINCT_VALUES_ABOVE,
  FILTER_MULTI_COLUMN_OPTIONS_ABOVE,
  FILTER_RESULTS_ABOVE,
  FIREWORKS_FIRST_MAX_MS,
  FIREWORKS_FIRST_MIN_MS,
  FIREWORKS_MAX_PARTICLES,
  FIREWORKS_REPEAT_MS,
  FIREWORKS_SHOWN_MS,
  GAME_LOADER_HIDE_MS,
  GAME_LOADER_OVERLAY_REMOVE_MS,
  HOME_ROW_SIZE,
  LIVE_DEALER_LOADER_MS,
  LOADER_TIP_COUNT,
  LOADER_TIP_COUNT_FUSION_FRENCH,
  LOW_BALANCE_BELOW,
  MESSAGE_CENTER_CACHE_MINUTES,
  MODAL_CLOSE_ANIMATION_MS,
  MY50FREE_CLOSE_ANIMATION_MS,
  MY50FREE_PROMPT_DELAY_MS,
  NAV_TOGGLE_CLOSE_MS,
  NEW_GAMES_COUNT,
  NOTIFICATION_DISMISS_MS,
  PAGE_SIZE,
  POPULAR_ROW_SIZE,
  PROMO_SLIDER_ARROWS_HIDDEN_BELOW_PX,
  PROMO_SLIDER_AUTOPLAY_MS,
  PROMO_SLIDER_SPEED_MS,
  PROMO_TERMS_AUTO_HIDE_MS,
  RANDOM_PLAY_BADGE_COUNT,
  RANDOM_PLAY_BADGE_ROTATE_MS,
  RANDOM_SAMPLE_SIZE,
  RECENT_GAMES_MAX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_LENGTH_ABOVE,
  SERVER_TIME_ZONE,
  SPORTSBOOK_CASINO_ID,
  SPORTSBOOK_SHORTNAME,
  SUPPORTED_LANGUAGES,
  SYNTH_REMINDER_MS,
  THEME_COOKIE_DAYS,
  THREE_DIGIT_CURSOR_FROM,
  TOP_JACKPOTS_ROW_SIZE,
  TOURNAMENTS_LOBBY_FADE_MS,
  TOURNAMENTS_LOBBY_LOADER_MS,
  WHEEL_ANIMATION_MS,
  WHEEL_DATA_COOKIE_HOURS,
  WINNERS_TICKER_SLIDES,
  WINNERS_TICKER_SLIDES_AT_568,
  WINNERS_TICKER_SLIDES_AT_568_FUSION,
  WINNERS_TICKER_SLIDES_FUSION,
  WINNERS_TICKER_SPEED_MS,
} from './constants.ts';
export { type CountdownParts, countdownParts } from './countdown.ts';
export type { CouponAnswer, CouponMessage, CouponStep } from './coupons.ts';
export {
  COUPON_MESSAGES,
  couponMessage,
  couponSteps,
  MY50FREE_COUPON,
  my50FreeRedeemForm,
  parseCouponAnswer,
} from './coupons.ts';
export type {
  DfsData,
  DfsReason,
  DfsRedeemResult,
  DfsState,
  DfsTextValues,
  WheelSlice,
} from './daily-free-spins.ts';
export {
  DFS_REASONS,
  dfsResetAt,
  dfsState,
  dfsTextValues,
  markRedeemedToday,
  parseDfsData,
  parseDfsRedeemResult,
  pickWheelSlice,
  spinAttempt,
} from './daily-free-spins.ts';
export type { EncryptOptions } from './decrypt.ts';
export { decryptResponse, encryptResponse, FALLBACK_ITERATIONS, resolveIterations } from './decrypt.ts';
export { type DfsAnswer, dfsDashboardLink, dfsOffer, dfsPopupDue, effectiveDfsFlags } from './dfs-offer.ts';
export { exhaustiveSwitchError } from './exhaustive.ts';
export type { FilterKind, FilterLabels, FilterOption, FilterOptions, FilterSelection } from './filters.ts';
export {
  applyFilters,
  EMPTY_FILTER_SELECTION,
  FILTER_KINDS,
  filterOptions,
  hasActiveFilters,
  showsCatalogueFilterControls,
  showsFilters,
  toggleFilter,
  usesMultipleColumns,
} from './filters.ts';
export type {
  Game,
  GameLock,
  JackpotMultiplier,
  JackpotMultiplierSchedule,
  MultiplierRepeat,
} from './game.ts';
export { GameSchema, gameKey, parseGame, parseWeekdays } from './game.ts';
export type {
  GameLaunchResponse,
  LaunchContext,
  LaunchedGame,
  LaunchOutcome,
  LockMessage,
  MoneyMode,
  PlayOutcome,
} from './game-launch.ts';
export {
  composeGameUrl,
  fireworksText,
  LAUNCH_MESSAGES,
  launchOutcome,
  loaderTipCount,
  lockMessage,
  moneySwitchTarget,
  offersFavourite,
  parseGameLaunchResponse,
  pickLoaderTip,
  randomPlayOutcome,
  showsMoneySwitch,
  tileClickOutcome,
} from './game-launch.ts';
export type { FavouriteRef, Viewer } from './game-lists.ts';
export {
  favouriteGames,
  gamesByProvider,
  gamesInCategory,
  gamesInSubgroup,
  gamesWithTheme,
  isVisibleTo,
  jackpotGames,
  visibleGames,
} from './game-lists.ts';
export type { GameOfTheMonthAction, GameOfTheMonthView } from './game-of-the-month.ts';
export { gameOfTheMonthView } from './game-of-the-month.ts';
export { type ListedMessage, readsNotYetCounted, unreadToShow } from './inbox.ts';
export { registersServiceWorker, showsInstallPrompt } from './install.ts';
export { isInDailyWindow, isMultiplierActive, isScheduleOpen } from './jackpot-multiplier.ts';
export { BANKING_LABELS, bankingLabel, menuFor } from './menus.ts';
export { LOBBY_MESSAGES, type LobbyMessageId } from './messages.ts';
export { formatMoney, MISSING_AMOUNT } from './money.ts';
export { nextMultiplierChange } from './multiplier-changes.ts';
export { isMy50FreeEligible, type My50FreeFlag, NEW_PLAYER_CLASS, shouldRedeemMy50Free } from './my50free.ts';
export { byReleaseDateDesc, markNewest } from './new-games.ts';
export { NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts';
export { type Page, pageOf } from './pages.ts';
export type { PromoRepeat, PromoSchedule } from './promo-expiry.ts';
export { parsePromoSchedule, promoExpiryTarget } from './promo-expiry.ts';
export { type PromoHeroAction, type PromoHeroSlide, promoHeroSlides } from './promo-hero.ts';
export { findProvider, isSportsbookGame, listedProviders } from './providers.ts';
export type {
  CryptoFallback,
  CryptoFallbackCountdown,
  DepositAmountCheck,
  DepositLimits,
  DepositMethod,
  DepositOutcome,
  DepositResult,
  DepositResultState,
  PendingWithdrawal,
  PendingWithdrawals,
  QuickDepositCheck,
  QuickDepositOpening,
} from './quick-deposit.ts';
export {
  cryptoFallbackCountdown,
  DEPOSIT_MESSAGES,
  depositResult,
  formatDepositAmount,
  isWithdrawalCancelled,
  parsePendingWithdrawals,
  parseQuickDepositCheck,
  pendingWithdrawalToShow,
  quickDepositAvailability,
  quickDepositOpening,
  toDepositResultState,
  usesThreeDigitCursor,
  validateDepositAmount,
} from './quick-deposit.ts';
export { seededRandom } from './random.ts';
export { nextBadge, randomPlayBadgeGames, randomPlayPosition } from './random-play.ts';
export { addRecentGame, keepPlayingGames, parseRecentGames, type RecentGame } from './recent-games.ts';
export { err, ok, type Result } from './result.ts';
export type { FavQueryOutcome, PendingFavourite } from './return-path.ts';
export {
  casinoPage,
  favQueryOutcome,
  gamePath,
  loginAddress,
  playQueryTarget,
  returnPageOrHome,
  toSafeInternalPath,
  toSafeProvider,
  toSafeShortname,
} from './return-path.ts';
export type { RandomSource } from './rows.ts';
export { homeRow, homeSectionsFor, newGamesRow, popularRow, sourcedRow, topJackpotsRow } from './rows.ts';
export type { SearchFilterPicks, SearchIndex, SearchOutcome } from './search.ts';
export {
  buildSearchIndex,
  isSearchableQuery,
  NO_SEARCH_FILTER_PICKS,
  normaliseSearchText,
  pickSearchFilter,
  searchFilterSelection,
  searchGames,
} from './search.ts';
export { suggestGames, suggestionIndexOf } from './search-suggestions.ts';
export type { ServerClock, WallClock } from './server-time.ts';
export {
  nextServerMidnight,
  parseServerDateTime,
  parseTimeOfDay,
  serverClock,
  serverSecondsOfDay,
  serverTimeToday,
  serverWallClockToInstant,
} from './server-time.ts';
export { SORT_LABELS, type SortKey, sortGames, sortOptions } from './sorting.ts';
export { type ColourTheme, resolveTheme } from './theme.ts';
export type {
  NonFusionTournamentStatus,
  TournamentCountdown,
  TournamentPhase,
  TournamentView,
  TournamentWindow,
} from './tournament-status.ts';
export {
  nonFusionTournamentStatus,
  TOURNAMENT_COUNTDOWN_LABELS,
  TOURNAMENT_LABELS,
  toTournamentPhase,
  tournamentView,
  tournamentWindow,
} from './tournament-status.ts';
export { FALLBACK_CASINO_NAME, FALLBACK_CURRENCY, type LobbyViewer, viewerOf } from './viewer.ts';
export { type SafeWidgetAssets, safeWidgetAssets } from './widget-assets.ts';
export type { SchemaIssue, WireSchema } from './wire.ts';
export {
  firstOf,
  gate,
  gateResult,
  optionalField,
  parseWire,
  readResult,
  requireOneOf,
  toSchemaIssue,
  wireFlag,
  wireList,
  wireListSkippingBad,
  wireNumber,
  wireRawText,
  wireRecord,
  wireText,
  wireTextList,
  withAliases,
} from './wire.ts';
export type { InboxMessage } from './wire-cashier.ts';
export {
  CancelWithdrawalSchema,
  CouponAnswerSchema,
  DepositOutcomeSchema,
  MessagesSchema,
  PendingWithdrawalsSchema,
  QuickDepositCheckSchema,
  TranslationsSchema,
} from './wire-cashier.ts';
export type { Winner, Winners } from './wire-games.ts';
export {
  CatalogueSchema,
  LaunchResponseSchema,
  TokenSchema,
  tournamentsLobbyUrl,
  UrlSchema,
  WinnersSchema,
} from './wire-games.ts';
export type { DailyFreeSpins, DfsValidation, EmailSent } from './wire-loyalty.ts';
export {
  DailyFreeSpinsSchema,
  DfsRedeemSchema,
  dfsValidationBody,
  EmailClickedSchema,
  EmailSentSchema,
} from './wire-loyalty.ts';
export type { DfsFlags } from './wire-player.ts';
export {
  BalanceSchema,
  ConfigResponseSchema,
  DfsFlagsSchema,
  GameLockSchema,
  GameRefListSchema,
  GameRefSchema,
  IgnoredAnswerSchema,
  SuccessSchema,
  UnreadSchema,
} from './wire-player.ts';
export type {
  CustomPromoBlock,
  CustomPromoGroup,
  GameOfTheMonth,
  Promo,
  PromosResponse,
  ReferAFriend,
  StickyBanner,
  WidgetAssets,
} from './wire-promos.ts';
export {
  GameOfTheMonthSchema,
  HtmlSchema,
  PromosSchema,
  ReferAFriendSchema,
  StickyBannerSchema,
  WidgetAssetsSchema,
  WidgetHtmlSchema,
  WidgetNamesSchema,
} from './wire-promos.ts';
export type {
  FusionTournament,
  RtgTournament,
  Tournament,
  TournamentSchedule,
  TournamentsPage,
} from './wire-tournaments.ts';
export {
  TournamentListSchema,
  TournamentSchema,
  TournamentsPageSchema,
} from './wire-tournaments.ts';
