/**
 * The demo casino for Node tests: an MSW server with the same keyed handler groups as the browser.
 *
 * @example
 * const { server, casino, env } = createDemoServer();
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import type { RuntimeEnv } from '../src/api/env.ts';
import { DemoCasino, type DemoCasinoOptions } from './casino.ts';
import { demoEnv } from './env.ts';
import { allHandlers, createHandlers, type HandlerGroups } from './handlers.ts';
import type { DemoSettings } from './settings.ts';

export { demoEnv } from './env.ts';

export function createDemoServer(
  options: { env?: RuntimeEnv; settings?: Partial<DemoSettings>; now?: DemoCasinoOptions['now'] } = {},
) {
  const env = options.env ?? demoEnv();
  const casino = new DemoCasino({
    env,
    settings: options.settings ?? {},
    ...(options.now ? { now: options.now } : {}),
  });
  const handlers: HandlerGroups = createHandlers(casino, env);
  const server = setupServer(...allHandlers(handlers));
  return { server, casino, env, handlers };
}
