import type { Winner } from '@lobby/domain';
import { parseServerDateTime } from '@lobby/domain';
import type { WinnerRow } from '@lobby/ui';

/** The rows of one list, with the provider as the catalogue names it and the server's time read. */
export function winnerRows(
  winners: readonly Winner[],
  providerName: (shortname: string) => string,
  prefix: string,
): WinnerRow[] {
  return winners
    .filter((w) => Number.isFinite(w.amount))
    .map((w, index) => ({
      key: `${prefix}-${index}-${w.username}`,
      game: w.game,
      provider: w.provider ? providerName(w.provider) : '',
      username: w.username,
      at: w.date ? parseServerDateTime(w.date) : null,
      amount: w.amount,
    }));
}
