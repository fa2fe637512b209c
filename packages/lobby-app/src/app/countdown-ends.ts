import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError } from '@lobby/domain';
import type { CountdownEnd } from '@lobby/ui';
import { useCallback } from 'react';
import { announce } from '../state/announcer.ts';

/**
 * The words read out when a countdown on screen reaches zero: a tournament starting or ending, a promotion
 * expiring, the next daily free spins becoming due. Only the end is said; the seconds before it are not.
 */
export function useCountdownEnds(): (end: CountdownEnd) => void {
  const { t } = useLingui();
  return useCallback(
    ({ kind, subject }: CountdownEnd) => {
      switch (kind) {
        case 'tournament-start':
          return announce(
            subject ? t`The tournament ${subject} has started.` : t`The tournament has started.`,
          );
        case 'tournament-end':
          return announce(
            subject
              ? t`Time is over: the tournament ${subject} has ended.`
              : t`Time is over: the tournament has ended.`,
          );
        case 'promo-expiry':
          return announce(subject ? t`The promotion ${subject} has expired.` : t`The promotion has expired.`);
        case 'next-spins':
          return announce(t`Your next daily free spins are due.`);
        default:
          return exhaustiveSwitchError(kind);
      }
    },
    [t],
  );
}
