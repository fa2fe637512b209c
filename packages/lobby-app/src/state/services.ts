import { err, type Result } from '@lobby/domain';
import type { DemoCasinoHandle } from '../../demo-casino/control.ts';
import type { Api, ApiError, RuntimeEnv } from '../api/index.ts';

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

/** Why a call asked before start-up (or in a test without a client) has no answer. */
export interface NoClient {
  readonly kind: 'no-client';
}

const NO_CLIENT: NoClient = { kind: 'no-client' };

/** A call's failure, including having no client to ask. */
export type CallError = ApiError | NoClient;

/** Asks the live client; without one (before start-up) the answer is a failure, so the feature shows its error. */
export function askApi<T, E = ApiError>(
  ask: (api: Api) => Promise<Result<T, E>>,
): Promise<Result<T, E | NoClient>> {
  const api = services.api;
  return api ? ask(api) : Promise.resolve(err(NO_CLIENT));
}

/** Says in the console what could not be loaded and why; a cancelled call or a missing client says nothing. */
export function warnOnFailure(
  what: string,
): <T, E extends { readonly kind: string }>(result: Result<T, E>) => Result<T, E> {
  return (result) => {
    if (!result.ok && result.error.kind !== 'aborted' && result.error.kind !== 'no-client')
      console.warn(`${what} could not be loaded`, result.error);
    return result;
  };
}
