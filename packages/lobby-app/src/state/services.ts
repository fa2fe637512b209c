import type { Api, RuntimeEnv } from '../api/index.ts';
import type { DemoCasinoHandle } from '../mocks/control.ts';

/**
 * The live connections of the running lobby, set at start-up by the shell. `restart` starts the lobby over
 * (after a demo login, logout or a change of the demo casino's switches): features are handed it here
 * rather than importing the start-up code that sits above them.
 */
export const services: {
  env: RuntimeEnv | null;
  api: Api | null;
  demo: DemoCasinoHandle | null;
  restart: () => Promise<void>;
} = { env: null, api: null, demo: null, restart: () => Promise.resolve() };

export function requireApi(): Api {
  if (!services.api) throw new Error('The API is used before the lobby has booted.');
  return services.api;
}
