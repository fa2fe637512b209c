import type { Game, GameOfTheMonth } from '@lobby/domain';
import { gameLinkParams } from '../../navigation/paths.ts';

/** The game's shortname from a call to action such as `/play/cashbandits3?by=rtg`, else null. */
export function shortnameOfLink(link: string): string | null {
  const shortname = gameLinkParams(link)?.shortname;
  if (!shortname) return null;
  try {
    return decodeURIComponent(shortname);
  } catch {
    return null;
  }
}

/** The catalogue game the month's pick names: by id, else by the shortname in its link. */
export function findMonthGame(pick: GameOfTheMonth, games: readonly Game[]): Game | null {
  const byId = games.find((g) => g.id === pick.id);
  if (byId) return byId;
  const shortname = pick.cta ? shortnameOfLink(pick.cta.link) : null;
  return shortname ? (games.find((g) => g.shortname === shortname) ?? null) : null;
}
