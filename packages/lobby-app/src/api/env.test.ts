import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV_TIME_LIMIT_MS, loadEnv, parseEnv } from './env.ts';

const publicEnv: unknown = JSON.parse(
  readFileSync(new URL('../../demo-casino/env.json', import.meta.url), 'utf8'),
);

describe('runtime env', () => {
  it('reads the shipped demo env.json, resolving same-origin paths under the base URL', () => {
    const env = parseEnv(publicEnv, 'https://casino.example/lobby/');
    if (!env.ok) throw new Error(env.error.message);
    expect(env.value.demo).toBe(true);
    expect(env.value.endpoint).toBe('https://casino.example/lobby/casino-api/lobby');
    expect(env.value.controllers.withdrawals).toBe(
      'https://casino.example/lobby/casino-api/cashier/withdrawals',
    );
    expect(env.value.assetsHost).toBe('https://casino.example/lobby/casino-assets/');
    expect(env.value.translationsBase).toBe('https://casino.example/lobby/app/shared/Dashboard/json/');
    expect(env.value.timeouts).toEqual({ default: 15_000, getgames: 30_000, quickDepositSubmit: 60_000 });
    expect(env.value.sportsbookWhitelist).toEqual(['850001', '850002', '850003']);
    expect(env.value.postGameBalanceCheck).toBe(true);
  });

  it('reads the provider origins frames may come from, and refuses one that is more than an https origin', () => {
    const base = {
      endpoint: 'https://api.example/lobby.php',
      assetsHost: 'https://cdn.example',
      passphrase: 'p',
    };
    const env = parseEnv(
      { ...base, providerFrames: ['https://games.example/', 'https://live.example:8443'] },
      'https://x/',
    );
    if (!env.ok) throw new Error(env.error.message);
    expect(env.value.providerFrames).toEqual(['https://games.example', 'https://live.example:8443']);
    for (const bad of ['http://games.example', 'https://games.example/path', 'games.example']) {
      const refused = parseEnv({ ...base, providerFrames: ['https://ok.example', bad] }, 'https://x/');
      expect(refused.ok ? null : refused.error).toEqual({
        path: 'providerFrames.1',
        message: 'must be an https origin',
      });
    }
    const none = parseEnv(base, 'https://x/');
    expect(none.ok && none.value.providerFrames).toEqual([]);
  });

  it('sends unnamed controllers to the shared endpoint and defaults the rest', () => {
    const env = parseEnv(
      { endpoint: 'https://api.example/lobby.php', assetsHost: 'https://cdn.example', passphrase: 'p' },
      'https://x/',
    );
    if (!env.ok) throw new Error(env.error.message);
    expect(env.value.controllers.coupons).toBe('https://api.example/lobby.php');
    expect(env.value.assetsHost).toBe('https://cdn.example/');
    expect(env.value.translationsBase).toBe('https://x/app/shared/Dashboard/json/');
    expect(env.value).toMatchObject({ demo: false, baseLocation: '/', timeouts: { default: 15_000 } });
    // the post-game balance check is on unless a deployment switches it off
    expect(env.value.postGameBalanceCheck).toBe(true);
  });

  it('takes the login and logout pages from env.json, by default beside index.html under the base location', () => {
    const real = { endpoint: 'e', assetsHost: 'a/', passphrase: 'p' };
    const fallback = parseEnv(real, 'https://casino.example/lobby/');
    expect(fallback.ok && fallback.value).toMatchObject({
      loginPage: 'https://casino.example/lobby/login',
      logoutPage: 'https://casino.example/lobby/logout',
    });
    const set = parseEnv(
      { ...real, loginPage: 'https://accounts.example/signin?site=4', logoutPage: '../bye' },
      'https://casino.example/lobby/',
    );
    expect(set.ok && set.value).toMatchObject({
      loginPage: 'https://accounts.example/signin?site=4',
      logoutPage: 'https://casino.example/bye',
    });
    // the demo casino signs in by itself unless a login page is set
    const demo = parseEnv(publicEnv, 'https://casino.example/lobby/');
    expect(demo.ok && demo.value).toMatchObject({ loginPage: null, logoutPage: null });
  });

  it('switches the post-game balance check off when env.json says so', () => {
    for (const off of [false, '0', 0]) {
      const env = parseEnv(
        { endpoint: 'e', assetsHost: 'a/', passphrase: 'p', postGameBalanceCheck: off },
        'https://x/',
      );
      expect(env.ok && env.value.postGameBalanceCheck).toBe(false);
    }
  });

  it.each([
    [{ assetsHost: 'a/', passphrase: 'p' }, 'endpoint'],
    [{ endpoint: 'e', assetsHost: 'a/', passphrase: '' }, 'passphrase'],
    [{ endpoint: 'javascript:alert(1)', assetsHost: 'a/', passphrase: 'p' }, 'endpoint'],
    [{ endpoint: 'e', assetsHost: 'a/', passphrase: 'p', loginPage: 'javascript:alert(1)' }, 'loginPage'],
    [{ endpoint: 'e', assetsHost: 'a/', passphrase: 'p', logoutPage: 'data:text/html,x' }, 'logoutPage'],
    [{ endpoint: 'e', assetsHost: 'a/', passphrase: 'p', timeouts: { getgames: -1 } }, 'timeouts.getgames'],
    [
      { endpoint: 'e', assetsHost: 'a/', passphrase: 'p', timeouts: { nosuchcall: 5 } },
      'timeouts.nosuchcall',
    ],
    ['not an object', '(root)'],
  ])('refuses a bad env as a value (%j)', (raw, path) => {
    const env = parseEnv(raw, 'https://x/');
    expect(env.ok ? null : env.error.path).toBe(path);
  });

  describe('loading', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('fetches env.json without the cache and reports failures as values', async () => {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify(publicEnv)));
      const loaded = await loadEnv('https://casino.example/env.json', { fetch: fetchMock });
      expect(loaded.ok && loaded.value.endpoint).toBe('https://casino.example/casino-api/lobby');
      expect(fetchMock).toHaveBeenCalledWith(
        'https://casino.example/env.json',
        expect.objectContaining({ cache: 'no-store' }),
      );
      const missing = await loadEnv('https://x/env.json', {
        fetch: async () => new Response('', { status: 404 }),
      });
      expect(missing).toEqual({ ok: false, error: { kind: 'http', status: 404 } });
      const broken = await loadEnv('https://x/env.json', { fetch: async () => new Response('{') });
      expect(broken.ok ? null : broken.error.kind).toBe('decode');
      const offline = await loadEnv('https://x/env.json', {
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      });
      expect(offline).toEqual({ ok: false, error: { kind: 'network', message: 'fetch failed' } });
    });

    it('gives up on an env.json that never arrives after ten seconds, and aborts the request', async () => {
      vi.useFakeTimers();
      try {
        let signal: AbortSignal | null = null;
        const loading = loadEnv('https://x/env.json', {
          fetch: (_url, init) => {
            signal = init?.signal ?? null;
            return new Promise<Response>(() => undefined);
          },
        });
        let settled = false;
        void loading.then(() => {
          settled = true;
        });
        await vi.advanceTimersByTimeAsync(ENV_TIME_LIMIT_MS - 1);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await expect(loading).resolves.toEqual({ ok: false, error: { kind: 'timeout', ms: 10_000 } });
        expect((signal as AbortSignal | null)?.aborted).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('gives up also on a request begun elsewhere that does not listen to the abort', async () => {
      // the page's head script asks for env.json before the lobby's code runs; its request has no signal
      const early = new Promise<Response>(() => undefined);
      const loaded = await loadEnv('https://x/env.json', { fetch: () => early, timeoutMs: 30 });
      expect(loaded).toEqual({ ok: false, error: { kind: 'timeout', ms: 30 } });
    });

    it('gives up on a body that stops half way', async () => {
      const stalled = new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"endpoint":')),
        }),
      );
      const loaded = await loadEnv('https://x/env.json', { fetch: async () => stalled, timeoutMs: 30 });
      expect(loaded).toEqual({ ok: false, error: { kind: 'timeout', ms: 30 } });
    });
  });
});
