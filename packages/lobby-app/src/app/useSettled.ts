import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { catalogue } from '../state/catalogue.ts';

/** How long an extra waits for an idle moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the catalogue has arrived (or failed) and the browser has had an idle moment after it. The
 * casino's extras (header widgets, sticky banner, refer-a-friend) wait for it: on a slow phone they would
 * otherwise compete with the games for the network and the main thread while the page first paints.
 */
export function useSettled(): boolean {
  const { status } = useSnapshot(catalogue);
  const arrived = status !== 'idle' && status !== 'loading';
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!arrived || settled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setSettled(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setSettled(true), 0);
    return () => window.clearTimeout(id);
  }, [arrived, settled]);
  return settled;
}
