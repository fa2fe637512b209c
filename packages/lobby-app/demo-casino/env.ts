/**
 * The demo env for code that has no env.json to load: Node tests and Storybook. It mirrors
 * public/env.json, resolved against an origin of the caller's choice.
 */
import { parseEnv, type RuntimeEnv } from '../src/api/env.ts';

/** The origin Node tests pretend the lobby is served from. */
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
