import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeLimit, unlessStopped, within, withinTimeLimit } from './time-limit.ts';

// every limit here runs on a clock the tests move by hand
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a storage read with a time limit', () => {
  it('answers what the read answers in time', async () => {
    await expect(withinTimeLimit(Promise.resolve('ana'), 100)).resolves.toBe('ana');
  });

  it('answers null for a read that never ends, once the limit has passed', async () => {
    let settled = false;
    const read = withinTimeLimit(new Promise<string>(() => undefined), 100).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBeNull();
  });

  it('answers null for a read that fails', async () => {
    await expect(withinTimeLimit(Promise.reject(new Error('blocked')), 100)).resolves.toBeNull();
  });
});

describe('a time limit that can also be called off', () => {
  it('aborts once the time has passed, and says so', async () => {
    const limit = timeLimit(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(limit.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(limit.signal.aborted).toBe(true);
    expect(limit.cause()).toBe('timeout');
  });

  it('aborts with the signal it follows, and says it was called off', () => {
    const caller = new AbortController();
    const limit = timeLimit(100, caller.signal);
    caller.abort();
    expect(limit.cause()).toBe('aborted');
    limit.dispose();
  });

  it('stops waiting for work that does not listen to the abort', async () => {
    const limit = timeLimit(100);
    const waited = unlessStopped(new Promise<string>(() => undefined), limit.signal, 'stopped');
    await vi.advanceTimersByTimeAsync(100);
    await expect(waited).resolves.toBe('stopped');
  });

  it('passes on the answer or the failure of work that ends in time', async () => {
    const limit = timeLimit(100);
    await expect(unlessStopped(Promise.resolve('ana'), limit.signal, 'stopped')).resolves.toBe('ana');
    await expect(unlessStopped(Promise.reject(new Error('no')), limit.signal, 'stopped')).rejects.toThrow(
      'no',
    );
    limit.dispose();
  });
  it('gives the answer in time, else says the time ran out, also for work that ignores the signal', async () => {
    await expect(within(100, async () => 'answer')).resolves.toEqual({ done: true, value: 'answer' });
    const late = within(100, () => new Promise<string>(() => undefined));
    await vi.advanceTimersByTimeAsync(100);
    await expect(late).resolves.toEqual({ done: false, cause: 'timeout' });
  });

  it('says the caller gave up, and passes a failure of the work on', async () => {
    const caller = new AbortController();
    const given = within(100, () => new Promise<string>(() => undefined), caller.signal);
    caller.abort();
    await expect(given).resolves.toEqual({ done: false, cause: 'aborted' });
    await expect(within(100, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
