import { err, ok, type Result } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { createQueryCache, type LoadContext, type Query } from './query-cache.ts';
import { QueryObserver } from './query-observer.ts';

/** A loader whose answers the test hands out, one per call, in the order asked. */
function controlledLoader() {
  const pending: Array<(result: Result<string, string>) => void> = [];
  const contexts: LoadContext[] = [];
  const load = vi.fn((context: LoadContext) => {
    contexts.push(context);
    return new Promise<Result<string, string>>((resolve) => pending.push(resolve));
  });
  const answer = async (index: number, result: Result<string, string>) => {
    pending[index]?.(result);
    // let the answer reach its listeners
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, contexts, answer };
}

function setup(now = () => 0) {
  const cache = createQueryCache(now);
  const loader = controlledLoader();
  const query = (key: string, freshMs?: number): Query<string, string> => ({
    key: ['greeting', key],
    load: loader.load,
    ...(freshMs === undefined ? {} : { freshMs }),
  });
  const observer = (keepPrevious = false) => new QueryObserver<string, string>(cache, keepPrevious);
  return { cache, query, observer, ...loader };
}

describe('a component following a call', () => {
  it('shows loading, then the answer', async () => {
    const { query, observer, answer } = setup();
    const view = observer();
    view.follow(query('en'), false);
    expect(view.state().status).toBe('loading');
    await answer(0, ok('hello'));
    expect(view.state()).toMatchObject({ status: 'ready', data: 'hello' });
  });

  it('shows a failure as an error with its reason', async () => {
    const { query, observer, answer } = setup();
    const view = observer();
    view.follow(query('en'), false);
    await answer(0, err('offline'));
    expect(view.state()).toMatchObject({ status: 'error', error: 'offline', retrying: false });
  });

  it('cancels the request when it goes away', () => {
    const { query, observer, contexts } = setup();
    const view = observer();
    view.follow(query('en'), false);
    expect(contexts[0]?.signal.aborted).toBe(false);
    view.stop();
    expect(contexts[0]?.signal.aborted).toBe(true);
  });

  it('ignores an answer that comes after it went away', async () => {
    const { query, observer, answer } = setup();
    const view = observer();
    const seen = vi.fn();
    view.subscribe(seen);
    view.follow(query('en'), false);
    view.stop();
    seen.mockClear();
    await answer(0, ok('late'));
    expect(view.state().status).toBe('loading');
    expect(seen).not.toHaveBeenCalled();
  });

  it('asks again for a new key, cancels the old request and never shows its late answer', async () => {
    const { query, observer, answer, load, contexts } = setup();
    const view = observer();
    view.follow(query('en'), false);
    view.follow(query('de'), false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(contexts[0]?.signal.aborted).toBe(true);
    await answer(1, ok('hallo'));
    await answer(0, ok('hello'));
    expect(view.state()).toMatchObject({ status: 'ready', data: 'hallo' });
  });

  it('asks again on a retry, past the cache, and shows loading meanwhile', async () => {
    const { query, observer, answer, load, contexts } = setup();
    const view = observer();
    view.follow(query('en', 60_000), false);
    await answer(0, err('offline'));
    view.retrying();
    view.follow(query('en', 60_000), true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(contexts[1]?.fresh).toBe(true);
    expect(view.state().status).toBe('loading');
    await answer(1, ok('hello'));
    expect(view.state()).toMatchObject({ status: 'ready', data: 'hello' });
  });

  it('keeps a failure on screen, marked as retrying, while a retry is asked when told to keep it', async () => {
    const { query, observer, answer } = setup();
    const view = observer(true);
    view.follow(query('en'), false);
    await answer(0, err('offline'));
    view.retrying();
    view.follow(query('en'), true);
    expect(view.state()).toMatchObject({ status: 'error', retrying: true });
    await answer(1, ok('hello'));
    expect(view.state()).toMatchObject({ status: 'ready', data: 'hello', retrying: false });
  });
});

describe('the answers the cache keeps', () => {
  it('hands a fresh answer to the next asker without asking again, until it is old', async () => {
    let now = 0;
    const { query, observer, answer, load } = setup(() => now);
    const first = observer();
    first.follow(query('en', 30_000), false);
    await answer(0, ok('hello'));
    first.stop();
    now = 29_999;
    const second = observer();
    second.follow(query('en', 30_000), false);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(second.state()).toMatchObject({ status: 'ready', data: 'hello' });
    now = 30_000;
    observer().follow(query('en', 30_000), false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer of a call that declares no freshness, and no failure', async () => {
    const { query, observer, answer, load } = setup();
    observer().follow(query('en'), false);
    await answer(0, ok('hello'));
    observer().follow(query('fr', 30_000), false);
    await answer(1, err('offline'));
    observer().follow(query('en'), false);
    observer().follow(query('fr', 30_000), false);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('asks once for two components asking the same key at once, and cancels only when both are gone', async () => {
    const { query, observer, answer, load, contexts } = setup();
    const one = observer();
    const two = observer();
    one.follow(query('en'), false);
    two.follow(query('en'), false);
    expect(load).toHaveBeenCalledTimes(1);
    one.stop();
    expect(contexts[0]?.signal.aborted).toBe(false);
    await answer(0, ok('hello'));
    expect(two.state()).toMatchObject({ status: 'ready', data: 'hello' });

    const three = observer();
    const four = observer();
    three.follow(query('de'), false);
    four.follow(query('de'), false);
    three.stop();
    four.stop();
    expect(contexts[1]?.signal.aborted).toBe(true);
    // cancelled: the next asker starts afresh
    observer().follow(query('de'), false);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('hands an answer asked ahead to its first asker only, for the same key and while it is usable', async () => {
    let now = 1_000;
    const { cache, query, observer, answer, load } = setup(() => now);
    cache.prefetch(query('en'), 30_000);
    expect(load).toHaveBeenCalledTimes(1);
    await answer(0, ok('early'));
    observer().follow(query('de'), false);
    expect(load).toHaveBeenCalledTimes(2);
    const first = observer();
    first.follow(query('en'), false);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(first.state()).toMatchObject({ status: 'ready', data: 'early' });
    observer().follow(query('en'), false);
    expect(load).toHaveBeenCalledTimes(3);

    cache.prefetch(query('fr'), 30_000);
    now = 31_000;
    observer().follow(query('fr'), false);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('hands an answer asked ahead once even when its asker came before the answer', async () => {
    const { cache, query, observer, answer, load } = setup();
    cache.prefetch(query('en'), 30_000);
    const first = observer();
    first.follow(query('en'), false);
    expect(load).toHaveBeenCalledTimes(1);
    await answer(0, ok('early'));
    expect(first.state()).toMatchObject({ status: 'ready', data: 'early' });
    observer().follow(query('en'), false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not hand an answer asked ahead to a retry', () => {
    const { cache, query, observer, load } = setup();
    cache.prefetch(query('en'), 30_000);
    observer().follow(query('en'), true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the answers under a key', async () => {
    const { cache, query, observer, answer, load } = setup();
    observer().follow(query('en', 30_000), false);
    await answer(0, ok('hello'));
    cache.forget(['elsewhere']);
    observer().follow(query('en', 30_000), false);
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget(['greeting']);
    observer().follow(query('en', 30_000), false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
