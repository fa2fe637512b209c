import { describe, expect, it } from 'vitest';
import { parseWire } from './wire.ts';
import { describeEnvIssue, EnvFileSchema } from './wire-env.ts';

const minimal = { endpoint: 'https://casino.example/api/lobby.php', assetsHost: 'a/', passphrase: 'p' };

describe('env.json as written', () => {
  it('reads the settings an operator writes, as leniently as the platform answers, with defaults', () => {
    const read = parseWire(EnvFileSchema, {
      ...minimal,
      $schema: './env.schema.json',
      demo: '0',
      postGameBalanceCheck: 'off',
      timeouts: { default: '20000', getgames: 30_000 },
      sportsbookWhitelist: '850001, 850002',
      controllers: { coupons: 'https://casino.example/cashier/coupons', loyalty: '' },
    });
    expect(read.ok && read.value).toMatchObject({
      endpoint: 'https://casino.example/api/lobby.php',
      demo: false,
      postGameBalanceCheck: false,
      timeouts: { default: 20_000, getgames: 30_000 },
      sportsbookWhitelist: ['850001', '850002'],
      controllers: { coupons: 'https://casino.example/cashier/coupons', loyalty: null },
      baseLocation: '/',
      loginPage: null,
      translationsBase: null,
    });
  });

  it.each([
    [{ ...minimal, endpoint: '' }, 'endpoint', 'is not set'],
    [{ ...minimal, endpoint: '   ' }, 'endpoint', 'is not set'],
    [{ assetsHost: 'a/', passphrase: 'p' }, 'endpoint', 'is missing'],
    [{ ...minimal, assetsHost: '' }, 'assetsHost', 'is not set'],
    [{ ...minimal, passphrase: '' }, 'passphrase', 'is not set'],
    [{ ...minimal, demo: 'perhaps' }, 'demo', 'expected a flag'],
    [{ ...minimal, timeouts: { getgames: 0 } }, 'timeouts.getgames', 'must be above 0'],
    [[], '(root)', 'expected an object'],
  ])('refuses %j at %s', (raw, path, message) => {
    expect(parseWire(EnvFileSchema, raw)).toEqual({ ok: false, error: { path, message } });
  });

  it('reports the endpoint first when several fields are unset, as the shipped template has them', () => {
    const read = parseWire(EnvFileSchema, { endpoint: '', assetsHost: '', passphrase: '' });
    expect(read.ok ? null : read.error.path).toBe('endpoint');
  });
});

describe('what the operator reads', () => {
  it('names the field, what is wrong with it and how to fix it', () => {
    expect(describeEnvIssue({ path: 'endpoint', message: 'is not set' })).toBe(
      "env.json: `endpoint` is not set — set it to your casino's controller URL (for example https://casino.example/api/lobby.php)",
    );
    expect(describeEnvIssue({ path: 'demo', message: 'is true, but this build has no demo casino' })).toBe(
      'env.json: `demo` is true, but this build has no demo casino — set it to false (true only in the demo build)',
    );
  });

  it('says the schema message alone for a field without a known fix, and for the file as a whole', () => {
    expect(describeEnvIssue({ path: 'timeouts.getgames', message: 'must be above 0' })).toBe(
      'env.json: `timeouts.getgames` must be above 0',
    );
    expect(describeEnvIssue({ path: '(root)', message: 'expected an object' })).toBe(
      'env.json: expected an object',
    );
  });
});
