import { countdownParts, dfsResetAt } from '@lobby/domain';
import type { DfsCountdown } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useEvery } from '../../platform/scheduling/every.ts';

/** The countdown to midnight New York, ticking each second while `active`. */
export function useNextSpinsCountdown(active: boolean): DfsCountdown | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (active) setNow(Date.now());
  }, [active]);
  useEvery(1000, () => setNow(Date.now()), active);
  if (!active) return null;
  const { days, hours, minutes, seconds } = countdownParts(dfsResetAt(now), now);
  return { days, hours, minutes, seconds };
}
