/**
 * The demo casino for Node tests: an MSW server with the same keyed handler groups as the browser.
 *
 * @example
 * const { server, casino, env } = createDemoServer();
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { parseEnv, type RuntimeEnv } from '../api/env.ts';
import { DemoCasino, type DemoCasinoOptions } from './casino.ts';
import { allHandlers, createHandlers, type HandlerGroups } from './handlers.ts';
import type { DemoSettings } from './settings.ts';

/** The origin tests pretend the lobby is served from. */
export const TEST_ORIGIN = 'http://lobby.test/';

/** The demo env as the lobby would read it from public/env.json, resolved against a test origin. */
export function demoEnv(overrides: Record<string, unknown> = {}, origin = TEST_ORIGIN): RuntimeEnv {
  const raw = {
    demo: true,
    endpoint: 'casino-api/lobby',
    controllers: {
      wpc2: 'casino-api/Wpc2',
      synth: 'casino-api/synth',
      loyalty: 'casino-api/dashboard/loyalty',
      messageCenter: 'casino-api/dashboard/messagecenter',
      withdrawals: 'casino-api/cashier/withdrawals',
      deposits: 'casino-api/cashier/deposits',
      quickDeposit: 'casino-api/cashier/quickdeposit',
      coupons: 'casino-api/cashier/coupons',
    },
    assetsHost: 'casino-assets/',
    translationsBase: 'app/shared/Dashboard/json/',
    // test configuration, like the demo env.json: not a secret of any deployment
    passphrase: 'test-passphrase',
    sportsbookWhitelist: ['850001'],
    timeouts: { default: 2_000 },
    ...overrides,
  };
  const parsed = parseEnv(raw, origin);
  if (!parsed.ok) throw new Error(`demo env: ${parsed.error.path} ${parsed.error.message}`);
  return parsed.value;
}

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
