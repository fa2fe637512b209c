import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atInstant, MAX_TIMEOUT_MS } from './at-instant.ts';

describe('atInstant', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the job when the clock reaches the instant, not before', () => {
    const job = vi.fn();
    atInstant(Date.now() + 5_000, job, () => Date.now());
    vi.advanceTimersByTime(4_999);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('waits past the longest delay a browser keeps in several steps', () => {
    const job = vi.fn();
    const delays: number[] = [];
    const timers = {
      setTimeout: (run: () => void, ms: number) => {
        delays.push(ms);
        return setTimeout(run, ms);
      },
      clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    };
    const far = Date.now() + MAX_TIMEOUT_MS + 60_000;
    atInstant(far, job, () => Date.now(), timers);
    vi.advanceTimersByTime(MAX_TIMEOUT_MS);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(job).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([MAX_TIMEOUT_MS, 60_000]);
  });

  it('runs an instant already past at once, and a cancelled one never', () => {
    const past = vi.fn();
    atInstant(Date.now() - 10, past, () => Date.now());
    const cancelled = vi.fn();
    const cancel = atInstant(Date.now() + 1_000, cancelled, () => Date.now());
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(past).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
