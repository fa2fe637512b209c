/** The typed API client of spec §7: runtime env, transport, one function per call, and wire types. */

// the wire types of the calls live beside their schemas in the domain; re-exported for the app's features
export type {
  CustomPromoBlock,
  CustomPromoGroup,
  DailyFreeSpins,
  DfsFlags,
  DfsValidation,
  EmailSent,
  FusionTournament,
  GameOfTheMonth,
  InboxMessage,
  Promo,
  PromosResponse,
  ReferAFriend,
  RtgTournament,
  SchemaIssue,
  StickyBanner,
  Tournament,
  TournamentSchedule,
  TournamentsPage,
  WidgetAssets,
  Winner,
  Winners,
} from '@lobby/domain';
export { tournamentsLobbyUrl } from '@lobby/domain';
export { API_CALLS, type CallName, type CallSpec, callSpec, describeCalls, toCallName } from './calls.ts';
export { type Api, type ApiOptions, createApi } from './client.ts';
export { type EnvError, loadEnv, parseEnv, type RuntimeEnv } from './env.ts';
export { type KeyValueStorage, MESSAGE_CACHE_KEY, MESSAGE_CACHE_TTL_MS } from './message-cache.ts';
export {
  browserFrameHost,
  type DepositOutcome,
  type FrameHost,
  QUICK_DEPOSIT_MESSAGE_TYPE,
} from './quick-deposit-frame.ts';
export { type ApiError, type ApiResult, type CallOptions, callUrl, describeApiError } from './transport.ts';
