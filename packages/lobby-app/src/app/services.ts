import type { Api, RuntimeEnv } from '../api/index.ts';
import type { DemoCasinoHandle } from '../mocks/control.ts';

/** The live connections of the running lobby, set once at boot. */
export const services: {
  env: RuntimeEnv | null;
  api: Api | null;
  demo: DemoCasinoHandle | null;
} = { env: null, api: null, demo: null };

export function requireApi(): Api {
  if (!services.api) throw new Error('The API is used before the lobby has booted.');
  return services.api;
}
