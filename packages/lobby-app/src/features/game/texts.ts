import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BalanceTexts } from './post-game.ts';

/** The notices of the post-game balance check, in the player's language. */
export function useBalanceTexts(): BalanceTexts {
  const { t } = useLingui();
  return useMemo(
    () => ({
      win: (amount: string) => t`Nice win! Your balance went up by ${amount}.`,
      lose: (amount: string) => t`Your balance went down by ${amount}. Good luck next time!`,
      low: (threshold: string) => t`Your balance is under ${threshold}. Top up to keep playing.`,
    }),
    [t],
  );
}
