import { encryptResponse, MAX_ITERATIONS } from '@lobby/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo-casino/node.ts';
import { DEMO_FAULTS, type DemoFault } from '../../demo-casino/settings.ts';
import { API_CALLS, CALL_CLIENT, type CallName, callSpec } from './calls.ts';
import { type Api, createApi } from './client.ts';
import { type ApiError, type ApiResult, callUrl, describeApiError } from './transport.ts';

const { server, casino, env } = createDemoServer({ settings: { profile: 'vip', games: 200 } });
const api = createApi(env, { storage: () => null });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => casino.update({ faults: {}, latency: 0 }));
afterAll(() => server.close());

const validation = {
  couponTemplate: 'T',
  programTemplateId: '1',
  tier: '1',
  spins: 10,
  wspins: 10,
  dfsGame: 'g',
};

type Invoke = (a: Api) => Promise<ApiResult<unknown>>;

/**
 * The calls whose client function takes an argument, with one to send. Every other call of the table is
 * invoked by its function name without one, so a new call needs an entry here only when it takes an argument
 * (without one, its "succeeds" case below fails and says so).
 */
const withArgument: Partial<Record<CallName, Invoke>> = {
  getgamelockdetails: (a) => a.getGameLockDetails({ shortname: 'x' }),
  setFavorite: (a) => a.setFavorite({ action: 'add', shortname: 'x' }),
  gamelauncher: (a) => a.launchGame({ shortname: 'x', realMoney: false }),
  gettournaments: (a) => a.getTournaments('en'),
  getlivedealer: (a) => a.getLiveDealerUrl('livecasino'),
  getpromos: (a) => a.getPromos({ lang: 'en', target: 'ucc_lobby' }),
  redeemDfsValidated: (a) => a.redeemDailyFreeSpinsValidated(validation),
  getmessages: (a) => a.getMessages({ force: true }),
  cancelWithdrawal: (a) => a.cancelWithdrawal({ requestId: 1, methodName: 'Visa' }),
  cancelcoupon: (a) => a.cancelCoupon('X'),
  redeemCoupon: (a) => a.redeemCoupon({ code: 'X' }),
  translations: (a) => a.getTranslations('en', 'dfs'),
};

/** Every call with a Result, by name (the frame post answers no Result): the fault matrix runs over all of them. */
const invoke = Object.fromEntries(
  API_CALLS.filter((call) => call.name !== 'quickDepositSubmit').map(({ name }) => {
    const fn = CALL_CLIENT[name].fn as keyof Api;
    const call: Invoke =
      withArgument[name] ?? ((a) => (a[fn] as unknown as () => Promise<ApiResult<unknown>>)());
    return [name, call];
  }),
) as Record<Exclude<CallName, 'quickDepositSubmit'>, Invoke>;

const calls = Object.keys(invoke) as (keyof typeof invoke)[];

async function failure(call: keyof typeof invoke, fault: DemoFault, timeoutMs?: number): Promise<ApiError> {
  casino.setFault(call, fault);
  const result =
    timeoutMs === undefined
      ? await invoke[call](api)
      : await invoke[call](createApi({ ...env, timeouts: { default: timeoutMs } }));
  if (result.ok) throw new Error(`${call} with ${fault} did not fail`);
  return result.error;
}

describe('every call succeeds against the demo casino', () => {
  it.each(calls)('%s', async (call) => {
    const result = await invoke[call](api);
    expect(result.ok ? 'ok' : describeApiError(result.error)).toBe('ok');
  });
});

describe('each fault switch gives its error kind', () => {
  it.each(calls)('500 on %s is an http error', async (call) => {
    expect(await failure(call, '500')).toMatchObject({ kind: 'http', status: 500, call });
  });

  it.each(calls)('a network error on %s is a network error', async (call) => {
    expect(await failure(call, 'network')).toMatchObject({ kind: 'network', call });
  });

  it.each(['getconfig', 'getgames', 'setFavorite', 'getmessages'] as const)(
    'a hang on %s past the limit is a timeout',
    async (call) => {
      expect(await failure(call, 'hang', 80)).toEqual({ kind: 'timeout', call, ms: 80 });
    },
  );

  const readCalls = calls.filter((call) => ['json', 'encoded'].includes(callSpec(call).response));

  it.each(readCalls)('malformed JSON on %s is a decode error', async (call) => {
    expect(await failure(call, 'malformed')).toMatchObject({ kind: 'decode', call });
  });

  it.each(readCalls)('the wrong shape on %s is a schema error with a path', async (call) => {
    const error = await failure(call, 'schema');
    expect(error).toMatchObject({ kind: 'schema', call });
    expect(error.kind === 'schema' && error.message.length > 0 && error.path.length > 0).toBe(true);
  });

  it.each(readCalls)('a bad ciphertext on %s is a decode error', async (call) => {
    expect(await failure(call, 'ciphertext')).toMatchObject({ kind: 'decode', call });
  });

  it('knows every fault the demo offers', () => {
    expect(DEMO_FAULTS).toEqual(['500', 'network', 'hang', 'malformed', 'schema', 'ciphertext', 'slow']);
  });
});

describe('time limits and cancellation', () => {
  it('uses the per-call limit of the env over the default', async () => {
    casino.setFault('getgames', 'hang');
    const limited = createApi({ ...env, timeouts: { default: 5_000, getgames: 60 } });
    expect(await limited.getGames()).toEqual({
      ok: false,
      error: { kind: 'timeout', call: 'getgames', ms: 60 },
    });
  });

  it('cancels a slow call when the caller aborts (a route change)', async () => {
    casino.update({ latency: 1_000 });
    const controller = new AbortController();
    const pending = api.getWinners({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted', call: 'winners' } });
  });

  it('does not start a call whose signal is already aborted', async () => {
    expect(await api.getBalance({ signal: AbortSignal.abort() })).toEqual({
      ok: false,
      error: { kind: 'aborted', call: 'getBalance' },
    });
  });

  it('aborts every call of a client whose own signal fires', async () => {
    casino.update({ latency: 1_000 });
    const controller = new AbortController();
    const scoped = createApi(env, { signal: controller.signal });
    const pending = Promise.all([scoped.getGames(), scoped.getConfig()]);
    controller.abort();
    expect((await pending).map((r) => (r.ok ? 'ok' : r.error.kind))).toEqual(['aborted', 'aborted']);
  });

  it('counts the decryption of an answer within the call’s time limit', async () => {
    // an answer that arrives at once but takes the maximum number of key rounds to open
    const body = await encryptResponse({ balance: 5 }, env.passphrase, { iterations: MAX_ITERATIONS });
    const slowToOpen = createApi(
      { ...env, timeouts: { default: 5_000, getBalance: 40 } },
      { fetch: async () => new Response(body) },
    );
    const started = performance.now();
    expect(await slowToOpen.getBalance()).toEqual({
      ok: false,
      error: { kind: 'timeout', call: 'getBalance', ms: 40 },
    });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('gives up on the translation fallback once cancelled', async () => {
    expect(await api.getTranslations('es', 'dfs', { signal: AbortSignal.abort() })).toMatchObject({
      ok: false,
      error: { kind: 'aborted' },
    });
  });
});

describe('call URLs', () => {
  it('writes bare query names and encodes values', () => {
    expect(callUrl(env, 'getconfig')).toBe('http://lobby.test/casino-api/lobby?getconfig');
    expect(callUrl(env, 'cancelcoupon', { queryValue: 'A&B C' })).toBe(
      'http://lobby.test/casino-api/cashier/coupons?cancelcoupon=A%26B%20C',
    );
  });

  it('appends to a controller URL that already has a query', () => {
    const routed = { ...env, endpoint: 'https://casino.example/index.php?controller=lobby' };
    expect(callUrl(routed, 'winners')).toBe('https://casino.example/index.php?controller=lobby&winners');
  });

  it('describes every error kind in one line', () => {
    const lines = (
      [
        { kind: 'network', call: 'getgames', message: 'offline' },
        { kind: 'http', call: 'getgames', status: 503 },
        { kind: 'decode', call: 'getconfig', message: 'bad' },
        { kind: 'schema', call: 'winners', path: 'recent[0].amount', message: 'expected a number' },
        { kind: 'timeout', call: 'getgames', ms: 100 },
        { kind: 'aborted', call: 'getgames' },
      ] as const
    ).map(describeApiError);
    expect(lines[3]).toBe('winners: unexpected shape at recent[0].amount (expected a number)');
    expect(new Set(lines).size).toBe(6);
  });
});
