import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every.ts';

describe('every', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the job once per period, not before the first period is over', () => {
    const job = vi.fn();
    const stop = every(2000, job);
    vi.advanceTimersByTime(1999);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4000);
    expect(job).toHaveBeenCalledTimes(3);
    stop();
  });

  it('runs nothing more once stopped', () => {
    const job = vi.fn();
    const stop = every(100, job);
    vi.advanceTimersByTime(100);
    stop();
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('runs nothing for a period that is zero, negative or not a number', () => {
    const job = vi.fn();
    for (const ms of [0, -5, Number.NaN]) every(ms, job)();
    for (const ms of [0, -5, Number.NaN]) every(ms, job);
    vi.advanceTimersByTime(10_000);
    expect(job).not.toHaveBeenCalled();
  });
});
