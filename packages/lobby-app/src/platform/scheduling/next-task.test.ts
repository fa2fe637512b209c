import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resumes after the tasks already queued, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('after');
    expect(order).toEqual(['microtask', 'queued task', 'after']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks the browser's idle callback, with a time limit, and can be called off", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a later task where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const called = vi.fn();
    whenIdle(called)();
    vi.advanceTimersByTime(10);
    expect(called).not.toHaveBeenCalled();
  });
});
