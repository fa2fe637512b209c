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
