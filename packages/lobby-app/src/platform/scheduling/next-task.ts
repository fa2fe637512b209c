import { useDeferredValue } from 'react';

/**
 * Resolves in a later task of the browser, so that the work before and after it are two tasks rather than
 * one long one (a tap in between is answered at once). Uses the browser's `scheduler.yield` where it has
 * one, else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `value`, following its changes as React's deferred work. The lobby's state (valtio) re-renders at once and
 * in one piece, however much a change brings with it; what a component draws from the value this returns
 * follows a moment later, in slices React interrupts to answer the player, with the previous value shown
 * until then. Meant for the few switches that put a whole page up at once (the lobby becoming ready).
 */
export function useDrawnInSlices<T>(value: T): T {
  return useDeferredValue(value);
}

/**
 * Runs `task` when the browser is idle (no input to answer, nothing to draw), or after `limitMs` at the
 * latest. Returns a function that cancels it. For work done ahead of a likely use (an index before the
 * first filter pick), never for what the player waits on.
 */
export function whenIdle(task: () => void, limitMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: limitMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * Resolves once the browser has drawn the next frame (an animation frame, then a task after it), or after
 * `limitMs` at the latest: a hidden tab draws no frames, and what follows must still happen. With no
 * animation frames at all (no window), it resolves in a later task. For work a tap sets off that the player
 * does not see at once (the request behind a heart that already turned), so the answer on screen comes first.
 */
export function afterNextPaint(limitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const limit = setTimeout(resolve, limitMs);
    globalThis.requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
