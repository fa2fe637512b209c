import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FavouriteTexts } from './favourites.ts';

/** The favourite notices in the player's language (kept apart from the tiles, so the game page needs no tile code). */
export function useFavouriteTexts(): FavouriteTexts {
  const { t } = useLingui();
  return useMemo(
    () => ({
      added: (gameName: string) => t`${gameName} was added to your favorites`,
      failed: (gameName: string) => t`We could not update your favorites for ${gameName}. Please try again.`,
    }),
    [t],
  );
}
