import { countdownParts, dfsResetAt } from '@lobby/domain';
import type { DfsCountdown } from '@lobby/ui';
import { useEffect, useState } from 'react';

/** The countdown to midnight New York, ticking each second while `active`. */
export function useNextSpinsCountdown(active: boolean): DfsCountdown | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!active) return null;
  const { days, hours, minutes, seconds } = countdownParts(dfsResetAt(now), now);
  return { days, hours, minutes, seconds };
}
