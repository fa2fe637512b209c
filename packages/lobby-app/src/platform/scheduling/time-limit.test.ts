import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinTimeLimit } from './time-limit.ts';

describe('a storage read with a time limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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
