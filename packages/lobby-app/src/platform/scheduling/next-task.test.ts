import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, whenIdle } from './next-task.ts';

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

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in a task after the next animation frame, not before the frame', async () => {
    vi.useFakeTimers();
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    const resolved = vi.fn();
    void afterNextPaint(100).then(resolved);
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).not.toHaveBeenCalled();
    frame?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
    // the time limit that follows does not resolve it a second time
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('resolves after its time limit when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const resolved = vi.fn();
    void afterNextPaint(100).then(resolved);
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('resolves in a later task where there are no animation frames at all', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const resolved = vi.fn();
    void afterNextPaint(100).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
