import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo-casino/node.ts';
import { mapStorage, throwingStorage } from '../testing/storage.ts';
import { createApi } from './client.ts';
import { type KeyValueStorage, MESSAGE_CACHE_KEY, MESSAGE_CACHE_TTL_MS } from './message-cache.ts';

const { server, casino, env } = createDemoServer({ settings: { profile: 'vip', games: 100 } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function setup(storage: () => KeyValueStorage | null) {
  let now = Date.UTC(2026, 0, 1, 12);
  const api = createApi(env, { storage, now: () => now });
  return { api, advance: (ms: number) => (now += ms) };
}

describe('message center cache', () => {
  it('serves the inbox from session storage for 15 minutes, then asks again', async () => {
    const storage = mapStorage();
    const { api, advance } = setup(() => storage);
    const first = await api.getMessages();
    expect(first.ok && first.value.length).toBe(7);
    expect(storage.map.has(MESSAGE_CACHE_KEY)).toBe(true);

    // the backend now fails: a cached answer does not notice
    casino.setFault('getmessages', '500');
    advance(MESSAGE_CACHE_TTL_MS - 1);
    expect((await api.getMessages()).ok).toBe(true);

    advance(1);
    expect(await api.getMessages()).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    casino.setFault('getmessages', null);
  });

  it('asks the server when forced, and forgets the cache when cleared', async () => {
    const storage = mapStorage();
    const { api } = setup(() => storage);
    await api.getMessages();
    casino.setFault('getmessages', 'network');
    expect((await api.getMessages({ force: true })).ok).toBe(false);
    api.clearMessageCache();
    expect(storage.map.has(MESSAGE_CACHE_KEY)).toBe(false);
    expect((await api.getMessages()).ok).toBe(false);
    casino.setFault('getmessages', null);
  });

  it('works without storage, with storage that throws, and ignores junk in the cache', async () => {
    const throwing = throwingStorage();
    for (const storage of [() => null, () => throwing]) {
      const { api } = setup(storage);
      expect((await api.getMessages()).ok).toBe(true);
      expect(() => api.clearMessageCache()).not.toThrow();
    }
    const junk = mapStorage();
    junk.map.set(MESSAGE_CACHE_KEY, '{"at": 1, "body": {"messages": "not a list"}}');
    const { api } = setup(() => junk);
    const result = await api.getMessages();
    expect(result.ok && result.value.length).toBe(7);
  });

  it('treats an entry from the future (a clock moved back) as stale', async () => {
    const storage = mapStorage();
    storage.map.set(MESSAGE_CACHE_KEY, JSON.stringify({ at: Date.UTC(2030, 0, 1), body: { messages: [] } }));
    const { api } = setup(() => storage);
    const result = await api.getMessages();
    expect(result.ok && result.value.length).toBe(7);
  });
});
