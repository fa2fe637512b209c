import { getResponse, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, CALL_CLIENT } from '../src/api/calls.ts';
import { createApi } from '../src/api/client.ts';
import { controllerUrl } from '../src/api/transport.ts';
import { callHandler, failingCall, groupOf, othersPassThrough } from './handlers.ts';
import { demoCasinoHandlers } from './index.ts';
import { jsonText, unchangingAnswer } from './json-text.ts';
import { createDemoServer } from './node.ts';

const { server, env, handlers } = createDemoServer({ settings: { games: 100 } });
const api = createApi(env, { storage: () => null });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('keyed handler groups', () => {
  it('has one group per call family, plus assets', () => {
    expect(Object.keys(handlers).sort()).toEqual(
      [...new Set(API_CALLS.map((c) => c.family)), 'assets'].sort(),
    );
    expect(groupOf('getgames')).toBe('games');
    expect(groupOf('cancelWithdrawal')).toBe('withdrawals');
  });

  it('lets a story replace one group and leave the others answering', async () => {
    server.use(...[failingCall(env, 'getgames', '500')]);
    expect(await api.getGames()).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    expect((await api.getConfig()).ok).toBe(true);
  });

  it('builds a one-call override that ignores other calls on the same controller', async () => {
    server.use(callHandler(env, 'winners', () => HttpResponse.json({ recent: [], top: [] })));
    expect(await api.getWinners()).toEqual({ ok: true, value: { recent: [], top: [] } });
    expect((await api.getToken()).ok).toBe(true);
  });

  it('answers assets-host images with SVG, whatever the extension', async () => {
    const response = await fetch(`${env.assetsHost}fusion/golden-reel/thumbnails/lucky-dragon.webp`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Lucky Dragon');
  });

  it('gives Storybook a fresh casino and groups for a profile', () => {
    const story = demoCasinoHandlers({ profile: 'vip', games: 50 }, { origin: 'http://127.0.0.1:6006' });
    expect(story.env.endpoint).toBe('http://127.0.0.1:6006/casino-api/lobby');
    expect(story.casino.settings.profile).toBe('vip');
    expect(Object.keys(story.handlers)).toContain('games');
  });

  it("gives Storybook's casino the time limits of the demo's env.json, not the Node tests' two seconds", () => {
    const story = demoCasinoHandlers({}, { origin: 'http://127.0.0.1:6006' });
    expect(story.env.timeouts).toMatchObject({ default: 15_000, getgames: 30_000 });
    expect(env.timeouts).toMatchObject({ default: 2_000 });
  });
});

describe("the handler that lets the page's own requests pass", () => {
  const story = demoCasinoHandlers({}, { origin: 'http://127.0.0.1:6006' });
  const gate = othersPassThrough(story.env);
  const passedOn = async (url: string, method = 'GET') =>
    (await getResponse([gate], new Request(url, { method })))?.headers.get('x-msw-intention') ===
    'passthrough';

  it("passes the page's scripts, styles and fonts on at once", async () => {
    expect(await passedOn('http://127.0.0.1:6006/assets/iframe-Dz1.js')).toBe(true);
    expect(await passedOn('http://127.0.0.1:6006/fonts/inter.woff2')).toBe(true);
    expect(await passedOn('http://127.0.0.1:6006/index.json')).toBe(true);
  });

  it("leaves every call of the casino, its translation files and its pictures to the casino's handlers", async () => {
    const left: string[] = [];
    for (const spec of API_CALLS) {
      const url =
        spec.name === 'translations'
          ? `${story.env.translationsBase}en.json`
          : `${controllerUrl(story.env, spec)}?${spec.query ?? ''}`;
      if (await passedOn(url, spec.method)) left.push(spec.name);
    }
    expect(left).toEqual([]);
    expect(await passedOn(`${story.env.assetsHost}rtg/thumbnails/lucky-dragon.webp`)).toBe(false);
  });
});

describe('the call table', () => {
  it('names a client function that exists, for every call, and no function twice', () => {
    const client = createApi(env);
    const functions = Object.values(CALL_CLIENT).map((side) => side.fn);
    for (const fn of functions) expect(typeof (client as Record<string, unknown>)[fn], fn).toBe('function');
    expect(new Set(functions).size).toBe(API_CALLS.length);
  });
});

describe('JSON text of answers', () => {
  it('keeps the text of an unchanging answer, and writes any other answer afresh', () => {
    const list = unchangingAnswer({ games: [{ shortname: 'a' }] });
    const first = jsonText(list);
    // a change in place would be a bug of the casino; the kept text shows the answer is written once
    (list.games as { shortname: string }[]).push({ shortname: 'b' });
    expect(jsonText(list)).toBe(first);

    const state = { favourites: ['a'] };
    expect(jsonText(state)).toBe('{"favourites":["a"]}');
    state.favourites.push('b');
    expect(jsonText(state)).toBe('{"favourites":["a","b"]}');
    expect(jsonText(7)).toBe('7');
    expect(jsonText(undefined)).toBe('');
  });
});
