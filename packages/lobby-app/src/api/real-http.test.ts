/**
 * The real HTTP check: the client against a plain node:http server on 127.0.0.1 (no MSW in this file),
 * serving answers recorded from the demo casino at start. It proves the transport is genuine fetch: bare
 * query names on the wire, urlencoded form bodies, a JSON post, encoded bodies decrypted, and failures
 * of a real socket mapped to the error kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCasino } from '../../demo-casino/casino.ts';
import { wireResponse } from '../../demo-casino/handlers.ts';
import { demoEnv } from '../../demo-casino/node.ts';
import type { CallName } from './calls.ts';
import { createApi } from './client.ts';
import type { RuntimeEnv } from './env.ts';
import {
  type RecordedServer,
  type Recording,
  type SeenRequest,
  startRecordedServer,
} from './testing/recorded-server.mjs';
import type { ApiResult } from './transport.ts';

let server: RecordedServer;
let env: RuntimeEnv;
const recordings = new Map<string, Recording>();
let override: Recording | 'hang' | 'drop' | null = null;

/** The call a request selects: controller path plus query name, or the first form field of a bare POST. */
function keyOf(method: string, target: string, body: string): string {
  const url = new URL(target, 'http://x');
  const query = url.search.slice(1).split('&')[0]?.split('=')[0] ?? '';
  const marker = query === '' && method === 'POST' ? (body.split('&')[0]?.split('=')[0] ?? '') : query;
  return `${method} ${url.pathname} ${marker}`;
}

async function record(call: CallName, method: string, target: string, body: unknown, marker = '') {
  const response = await wireResponse(env, call, body);
  recordings.set(`${keyOf(method, target, '')}${marker}`, {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'text/plain',
    body: await response.text(),
  });
}

const lastSeen = (): SeenRequest => {
  const request = server.seen.at(-1);
  if (!request) throw new Error('the server saw nothing');
  return request;
};

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

beforeAll(async () => {
  server = await startRecordedServer((request) => {
    if (override !== null) return override;
    return recordings.get(keyOf(request.method, request.url, request.body)) ?? null;
  });
  env = demoEnv({ timeouts: { default: 3_000 } }, `${server.origin}/`);
  // record the answers of a logged-in VIP on a fusion casino
  const casino = new DemoCasino({ env, settings: { profile: 'vip', variant: 'fusion', games: 200 } });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const game = casino.catalogue().games.find((g) => g.game_lock === null && g.category === 'online-slots');
  if (!game) throw new Error('no game');
  await record('getconfig', 'GET', '/casino-api/lobby?getconfig', casino.answer('getconfig'));
  await record('getgames', 'GET', '/casino-api/lobby?getgames', casino.answer('getgames'));
  await record('myfavorites', 'GET', '/casino-api/lobby?myfavorites', casino.answer('myfavorites'));
  await record('getBalance', 'GET', '/casino-api/lobby?getBalance', casino.answer('getBalance'));
  await record(
    'getgamelockdetails',
    'POST',
    '/casino-api/lobby?getgamelockdetails',
    casino.answer('getgamelockdetails', { form: form({ shortname: game.shortname }) }),
  );
  await record(
    'gamelauncher',
    'POST',
    '/casino-api/lobby?gamelauncher',
    casino.answer('gamelauncher', {
      form: form({ game: game.shortname, realmoney: '1', provider: game.provider }),
    }),
  );
  await record('setFavorite', 'POST', '/casino-api/lobby', { success: true }, 'setFavorite');
  await record(
    'getPendingWithdrawals',
    'GET',
    '/casino-api/cashier/withdrawals?getPendingWithdrawals',
    casino.answer('getPendingWithdrawals'),
  );
  await record('cancelWithdrawal', 'GET', '/casino-api/cashier/withdrawals?cancelWithdrawal', {
    success: true,
  });
  await record(
    'quickdepositcheck',
    'GET',
    '/casino-api/cashier/deposits?quickdepositcheck',
    casino.answer('quickdepositcheck'),
  );
  await record(
    'redeemCoupon',
    'POST',
    '/casino-api/cashier/coupons',
    casino.answer('redeemCoupon', { form: form({ redeem: 'RELOAD50' }) }),
    'redeem',
  );
  await record(
    'redeemDfsValidated',
    'POST',
    '/casino-api/dashboard/loyalty?redeem_dfs',
    casino.answer('redeemDfsValidated', { json: { DFSvalidation: { spins: 20 } } }),
  );
  await record(
    'translations',
    'GET',
    '/app/shared/Dashboard/json/EN-dfs.json',
    casino.answer('translations', { url: new URL('http://demo.invalid/EN-dfs.json') }),
  );
  await record(
    'quickDepositSubmit',
    'POST',
    '/casino-api/cashier/quickdeposit',
    casino.answer('quickDepositSubmit', { form: form({ amount: '60', cardID: '7' }) }),
    'amount',
  );
});

afterAll(() => server.close());

const api = () => createApi(env);

describe('the client over real HTTP', () => {
  it('selects a call by a bare query name and opens the encoded config', async () => {
    const config = value(await api().getConfig());
    expect(lastSeen()).toMatchObject({ method: 'GET', url: '/casino-api/lobby?getconfig', body: '' });
    expect(config.casino.isFusion).toBe(true);
    expect(config.player?.fname).toBe('Victor');
  });

  it('reads the plain catalogue and the encoded favourites and balance', async () => {
    expect(value(await api().getGames()).games).toHaveLength(200);
    expect(value(await api().getFavorites())).toHaveLength(8);
    expect(value(await api().getBalance()).balance).toBe(12_450.75);
    expect(lastSeen().url).toBe('/casino-api/lobby?getBalance');
  });

  it('posts setFavorite as an urlencoded form to the endpoint without a query', async () => {
    expect(
      value(await api().setFavorite({ action: 'add', shortname: 'lucky-dragon', provider: 'golden-reel' })),
    ).toBe(true);
    expect(lastSeen()).toMatchObject({
      method: 'POST',
      url: '/casino-api/lobby',
      body: 'setFavorite=1&action=add&game=lucky-dragon&provider=golden-reel',
    });
    expect(lastSeen().contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('posts the launcher form under its query name', async () => {
    const launch = value(
      await api().launchGame({ shortname: 'space-cowboy', realMoney: true, provider: 'nebula-gaming' }),
    );
    expect(launch.success).toBe(true);
    expect(lastSeen()).toMatchObject({
      url: '/casino-api/lobby?gamelauncher',
      body: 'game=space-cowboy&realmoney=1&provider=nebula-gaming',
    });
    expect(
      value(await api().getGameLockDetails({ shortname: 'space-cowboy', provider: 'nebula-gaming' })),
    ).toBeNull();
    expect(lastSeen()).toMatchObject({
      url: '/casino-api/lobby?getgamelockdetails',
      body: 'shortname=space-cowboy&provider=nebula-gaming',
    });
  });

  it('writes the withdrawal and deposit queries exactly as the platform expects', async () => {
    expect(value(await api().getPendingWithdrawals()).resultsCount).toBe(3);
    expect(lastSeen().url).toBe('/casino-api/cashier/withdrawals?getPendingWithdrawals&qd');
    expect(value(await api().cancelWithdrawal({ requestId: 88_022, methodName: 'Bank Transfer' }))).toBe(
      true,
    );
    expect(lastSeen().url).toBe(
      '/casino-api/cashier/withdrawals?cancelWithdrawal=88022&methodName=Bank%20Transfer&qdt=1',
    );
    expect(value(await api().checkQuickDeposit({ swd: true })).usable).toBe(true);
    expect(lastSeen().url).toBe('/casino-api/cashier/deposits?quickdepositcheck&swd');
  });

  it('posts the coupon form and the JSON DFSvalidation body', async () => {
    expect(value(await api().redeemCoupon({ code: 'RELOAD50' })).success).toBe(true);
    expect(lastSeen()).toMatchObject({
      url: '/casino-api/cashier/coupons',
      body: 'redeem=RELOAD50&redirect=false',
    });
    const redeemed = value(
      await api().redeemDailyFreeSpinsValidated({
        couponTemplate: 'DFS',
        programTemplateId: '42',
        tier: '4',
        spins: 20,
        wspins: 20,
        dfsGame: 'x',
      }),
    );
    // the demo casino did not draw this prize for the player, so it refuses the claim
    expect(redeemed).toMatchObject({
      success: false,
      responseMessage: 'The spin result could not be validated.',
    });
    expect(lastSeen().contentType).toBe('application/json');
    expect(JSON.parse(lastSeen().body)).toEqual({
      DFSvalidation: {
        coupon_template: 'DFS',
        program_template_id: '42',
        tier: '4',
        spins: 20,
        wspins: 20,
        dfs_game: 'x',
      },
    });
  });

  it('falls back to the English translation file after a real 404', async () => {
    const result = value(await api().getTranslations('es', 'dfs'));
    expect(result.language).toBe('EN');
    expect(server.seen.slice(-2).map((r) => r.url)).toEqual([
      '/app/shared/Dashboard/json/ES-dfs.json',
      '/app/shared/Dashboard/json/EN-dfs.json',
    ]);
  });

  it('serves a processor page that reports the outcome it embeds', async () => {
    const response = await fetch(`${server.origin}/casino-api/cashier/quickdeposit`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '60', cardID: '7' }),
    });
    const html = await response.text();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain(
      "parent.postMessage(JSON.parse(document.getElementById('qd-result').textContent),'*')",
    );
    expect(html).toContain('"state":"success"');
  });
});

describe('real failures map to error kinds', () => {
  const withAnswer = async <T>(answer: typeof override, run: () => Promise<T>): Promise<T> => {
    override = answer;
    try {
      return await run();
    } finally {
      override = null;
    }
  };

  it('an HTTP 500 is an http error with its status', async () => {
    const result = await withAnswer({ status: 500, contentType: 'text/plain', body: 'boom' }, () =>
      api().getGames(),
    );
    expect(result).toEqual({ ok: false, error: { kind: 'http', call: 'getgames', status: 500 } });
  });

  it('a dropped connection is a network error', async () => {
    const result = await withAnswer('drop', () => api().getGames());
    expect(result.ok || result.error.kind).toBe('network');
  });

  it('no answer within the limit is a timeout', async () => {
    const result = await withAnswer('hang', () => api().getBalance({ timeoutMs: 150 }));
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', call: 'getBalance', ms: 150 } });
  });

  it('a cancelled call is aborted', async () => {
    const controller = new AbortController();
    const result = await withAnswer('hang', () => {
      const pending = api().getWinners({ signal: controller.signal });
      setTimeout(() => controller.abort(), 30);
      return pending;
    });
    expect(result).toEqual({ ok: false, error: { kind: 'aborted', call: 'winners' } });
  });

  it('a body that is not JSON is a decode error', async () => {
    const result = await withAnswer({ contentType: 'application/json', body: '<html>oops' }, () =>
      api().getGames(),
    );
    expect(result.ok || result.error.kind).toBe('decode');
  });

  it('an encoded body under another passphrase is a decode error', async () => {
    const other = createApi({ ...env, passphrase: 'another-deployment' });
    const result = await other.getConfig();
    expect(result.ok || result.error.kind).toBe('decode');
  });
});
