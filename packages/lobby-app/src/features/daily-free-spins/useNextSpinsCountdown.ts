import { countdownParts, dfsResetAt } from '@lobby/domain';
import { type DfsCountdown, useSecondTick } from '@lobby/ui';

/** The countdown to midnight New York, ticking each second while `active`, on the page's one countdown clock. */
export function useNextSpinsCountdown(active: boolean): DfsCountdown | null {
  const now = useSecondTick(Date.now, active);
  if (!active) return null;
  const { days, hours, minutes, seconds } = countdownParts(dfsResetAt(now), now);
  return { days, hours, minutes, seconds };
}
