/** The typed API client of spec §7: runtime env, transport, one function per call (the wire types are the domain's). */

export { type Api, createApi } from './client.ts';
export { loadEnv, type RuntimeEnv } from './env.ts';
export { MESSAGE_CACHE_KEY } from './message-cache.ts';
export { type ApiError, describeApiError } from './transport.ts';
