import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onEverySecond } from './second-tick.ts';

describe('the countdowns’ shared second clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one timer for every countdown that joins, and calls each of them once a second', () => {
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = onEverySecond(first);
    const leaveSecond = onEverySecond(second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(3);
    leaveFirst();
    leaveSecond();
  });

  it('stops calling a countdown that left, and stops the timer when the last one leaves', () => {
    const staying = vi.fn();
    const leaving = vi.fn();
    const leaveStaying = onEverySecond(staying);
    const leave = onEverySecond(leaving);
    vi.advanceTimersByTime(1_000);
    leave();
    vi.advanceTimersByTime(2_000);
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(3);
    leaveStaying();
    expect(vi.getTimerCount()).toBe(0);
    // a countdown that comes later starts the clock again
    const later = vi.fn();
    const leaveLater = onEverySecond(later);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(later).toHaveBeenCalledTimes(1);
    leaveLater();
  });
});
