import { useEffect, useState } from 'react';
import { nextBadge } from './rotation.ts';

/**
 * The index of the badge on show, moving on every `intervalMs` while `running`. The timer is injected
 * (`setInterval`-like) so stories and tests can drive it.
 */
export function useRotation(
  count: number,
  intervalMs: number,
  running: boolean,
  timers: { set: typeof setInterval; clear: typeof clearInterval } = {
    set: setInterval,
    clear: clearInterval,
  },
): number {
  const [index, setIndex] = useState(0);
  const { set, clear } = timers;
  useEffect(() => {
    if (!running || count <= 1) return;
    const id = set(() => setIndex((current) => nextBadge(current, count)), intervalMs);
    return () => clear(id);
  }, [count, intervalMs, running, set, clear]);
  return count > 0 ? index % count : 0;
}
