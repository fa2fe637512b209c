import { useEffect, useState } from 'react';

/**
 * One clock for every countdown on the page. Each countdown that ticks joins it; the first to join starts it
 * and the last to leave stops it. All of them read the time in the same timer callback, so React draws them
 * in one render and the browser lays the page out once a second, not once per countdown (a home page shows
 * eight: four tournaments and four promotions), and their seconds turn over together.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Calls `listener` every second on the shared clock until the returned function is called; the hook below is
 * its React form.
 */
export function onEverySecond(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * `now()` read again every second while `running` (and at once when it starts), on the page's one shared
 * clock. Only the component that calls it re-renders.
 *
 * @example
 * const instant = useSecondTick(Date.now);
 * const parts = countdownParts(target, instant);
 */
export function useSecondTick(now: () => number, running = true): number {
  const [instant, setInstant] = useState(now);
  useEffect(() => {
    if (!running) return;
    setInstant(now());
    return onEverySecond(() => setInstant(now()));
  }, [now, running]);
  return instant;
}
