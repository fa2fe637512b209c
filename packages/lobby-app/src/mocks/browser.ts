/**
 * Starts the demo casino in the browser: a service worker answers every call of §7. Load it with a dynamic
 * import only when `env.demo` is true, so it never counts in the lobby's own bundle:
 *
 *   if (env.demo) {
 *     const { startDemoCasino } = await import('../mocks/browser.ts');
 *     const { casino } = await startDemoCasino(env);
 *   }
 */
import { setupWorker } from 'msw/browser';
import type { RuntimeEnv } from '../api/env.ts';
import { DemoCasino } from './casino.ts';
import { allHandlers, createHandlers, jsonText, unchangingAnswer } from './handlers.ts';
import { settingsFromUrl } from './settings.ts';

export interface DemoCasinoHandle {
  readonly casino: DemoCasino;
  readonly stop: () => void;
}

export async function startDemoCasino(
  env: RuntimeEnv,
  options: { readonly search?: string; readonly workerUrl?: string } = {},
): Promise<DemoCasinoHandle> {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // storage disabled: the casino keeps its state in memory
  }
  const casino = new DemoCasino({
    env,
    storage,
    // URL switches win over what the session remembers, so a shared link shows what it says
    settings: settingsFromUrl(options.search ?? window.location.search),
  });
  const worker = setupWorker(...allHandlers(createHandlers(casino, env)));
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? new URL('demo-casino-worker.js', document.baseURI).href },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  warmUp(casino);
  return { casino, stop: () => worker.stop() };
}

/**
 * Makes the game list and its JSON text while the lobby waits for its config, each in a browser task of its
 * own, so that the answer to ?getgames is ready when it is asked for instead of being made in one long task.
 */
function warmUp(casino: DemoCasino): void {
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  void casino
    .prepareCatalogue(pause)
    .then(pause)
    .then(() => jsonText(unchangingAnswer(casino.games())));
}
