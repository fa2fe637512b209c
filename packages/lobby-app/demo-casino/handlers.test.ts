import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, CALL_CLIENT } from '../src/api/calls.ts';
import { createApi } from '../src/api/client.ts';
import { callHandler, failingCall, groupOf } from './handlers.ts';
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
