/**
 * The demo casino: a seeded, stateful backend speaking the contract of §7, as MSW handler groups.
 * - Browser demo: `import('./browser.ts')` then `startDemoCasino(env)` (lazy, demo mode only): the casino
 *   runs in its service worker (worker/), the page only tells it who the tab is.
 * - Node tests: `createDemoServer()` from './node.ts'.
 * - Storybook: `demoCasinoHandlers({ profile: 'vip' })`, then override one group:
 *   `{ ...handlers, games: [failingCall(env, 'getgames', '500')] }`.
 * This file must not import msw/node or msw/browser, so Storybook can bundle it.
 */
import type { RuntimeEnv } from '../src/api/env.ts';
import { DemoCasino } from './casino.ts';
import { demoEnv } from './env.ts';
import { createHandlers, type HandlerGroups } from './handlers.ts';
import type { DemoSettings } from './settings.ts';

export { DemoCasino } from './casino.ts';
export { allHandlers, type HandlerGroups } from './handlers.ts';
export type { DemoSettings } from './settings.ts';

/**
 * A fresh demo casino and its handler groups for one story: state in memory, the env resolved against
 * the page's origin, a fixed clock when the story passes one (stable screenshots).
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
  const env = demoEnv({}, `${origin.replace(/\/$/, '')}/`);
  const casino = new DemoCasino({ env, settings, ...(options.now ? { now: options.now } : {}) });
  return { casino, env, handlers: createHandlers(casino, env) };
}
