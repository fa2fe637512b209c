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
