/**
 * The demo casino: a seeded, stateful backend speaking the contract of §7, as MSW handler groups.
 * - Browser demo: `import('./browser.ts')` then `startDemoCasino(env)` (lazy, demo mode only): the casino
 *   runs in its service worker (worker/), the page only tells it who the tab is.
 * - Node tests: `createDemoServer()` from './node.ts'.
 * - Storybook: `demoCasinoHandlers({ profile: 'vip' })`, then override one group:
 *   `{ ...handlers, games: [failingCall(env, 'getgames', '500')] }`.
 * This file must not import msw/node or msw/browser, so Storybook can bundle it.
 */
import demoDeployment from '../public/env.json';
import type { RuntimeEnv } from '../src/api/env.ts';
import { DemoCasino } from './casino.ts';
import { demoEnv } from './env.ts';
import { createHandlers, type HandlerGroups } from './handlers.ts';
import type { DemoSettings } from './settings.ts';

export { DemoCasino } from './casino.ts';
export { allHandlers, type HandlerGroups, othersPassThrough } from './handlers.ts';
export type { DemoSettings } from './settings.ts';

/**
 * A fresh demo casino and its handler groups for one story: state in memory, the env resolved against
 * the page's origin, a fixed clock when the story passes one (stable screenshots). The calls keep the time
 * limits of the demo's own env.json, not the two seconds of the Node tests: in Storybook the casino answers
 * on the page's main thread, and on a busy machine an answer can wait behind the first render for longer
 * than that, so a story would show a call given up on where it means to show its answer.
 *
 * @example
 * const { handlers, env } = demoCasinoHandlers({ profile: 'vip', variant: 'fusion' });
 * export const Vip = { parameters: { msw: { handlers } } };
 */
export function demoCasinoHandlers(
  settings: Partial<DemoSettings> = {},
  options: { readonly origin?: string; readonly now?: () => number } = {},
): { readonly casino: DemoCasino; readonly env: RuntimeEnv; readonly handlers: HandlerGroups } {
  const origin = options.origin ?? (typeof location === 'undefined' ? 'http://lobby.test/' : location.origin);
  const env = demoEnv({ timeouts: demoDeployment.timeouts }, `${origin.replace(/\/$/, '')}/`);
  const casino = new DemoCasino({ env, settings, ...(options.now ? { now: options.now } : {}) });
  return { casino, env, handlers: createHandlers(casino, env) };
}
