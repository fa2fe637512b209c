/** The typed API client of spec §7: runtime env, transport, one function per call, and wire types. */
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
export type { SchemaIssue } from './schema.ts';
export type * from './schemas/cashier.ts';
export type * from './schemas/games.ts';
export { tournamentsLobbyUrl } from './schemas/games.ts';
export type * from './schemas/loyalty.ts';
export type * from './schemas/player.ts';
export type * from './schemas/promos.ts';
export type * from './schemas/tournaments.ts';
export { type ApiError, type ApiResult, type CallOptions, callUrl, describeApiError } from './transport.ts';
