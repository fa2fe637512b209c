import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser database that never answers until `answer` is set: the shape of a blocked IndexedDB. */
const database = vi.hoisted(() => ({
  answer: false,
  opened: 0,
}));

vi.mock('localforage', () => {
  const never = () => new Promise<never>(() => undefined);
  const instance = () => {
    database.opened += 1;
    return {
      getItem: () => (database.answer ? Promise.resolve(null) : never()),
      iterate: () => (database.answer ? Promise.resolve(undefined) : never()),
      removeItem: () => (database.answer ? Promise.resolve() : never()),
      clear: () => (database.answer ? Promise.resolve() : never()),
      setItem: () => (database.answer ? Promise.resolve(null) : never()),
      setItems: () => (database.answer ? Promise.resolve() : never()),
    };
  };
  return { default: { createInstance: instance } };
});
vi.mock('localforage-setitems', () => ({ extendPrototype: () => undefined }));

const { DATABASE_STEP_LIMIT_MS, readStoredCatalogue, storeCatalogue } = await import('./catalogue-cache.ts');

describe('the stored catalogue on a database that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    database.answer = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads nothing once the step limit has passed, instead of waiting for ever', async () => {
    let read: unknown = 'waiting';
    void readStoredCatalogue().then((value) => {
      read = value;
    });
    await vi.advanceTimersByTimeAsync(DATABASE_STEP_LIMIT_MS - 1);
    expect(read).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toBeNull();
  });

  it('gives up at once, and quietly, when the caller aborts', async () => {
    const controller = new AbortController();
    const read = readStoredCatalogue(controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(read).resolves.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('lets the next read through after a hung one, on a database opened afresh', async () => {
    const first = readStoredCatalogue();
    await vi.advanceTimersByTimeAsync(DATABASE_STEP_LIMIT_MS);
    await expect(first).resolves.toBeNull();
    const openedBefore = database.opened;
    database.answer = true;
    await expect(readStoredCatalogue()).resolves.toBeNull();
    expect(database.opened).toBeGreaterThan(openedBefore);
  });

  it('stops a write that hangs, so a later read is not queued behind it for ever', async () => {
    const games = { games: [], providers: [], themes: [], features: [], categories: [], totalJackpot: 0 };
    const stored = storeCatalogue(games as never, 1, { casinoId: 1, playerId: null }, () => true);
    const read = readStoredCatalogue();
    await vi.advanceTimersByTimeAsync(DATABASE_STEP_LIMIT_MS);
    await expect(stored).resolves.toBe(false);
    database.answer = true;
    await vi.advanceTimersByTimeAsync(DATABASE_STEP_LIMIT_MS);
    await expect(read).resolves.toBeNull();
  });
});
