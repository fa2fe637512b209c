/**
 * The catalogue as one player sees it: favourites, the games they played lately, suggestions and locks.
 * The player's lists start from seeded picks, so every demo player has some from the first visit.
 */
import { gameImage } from '../catalogue/generate.ts';
import type { WireGame } from '../catalogue/wire.ts';
import type { CasinoState, GameRef } from './state.ts';

export const refOf = (game: WireGame): GameRef => ({ shortname: game.shortname, provider: game.provider });

/** A game's image of one kind, where the casino's variant keeps it. */
export function imageOf(casino: CasinoState, game: WireGame, kind: string): string {
  return gameImage({ assetsHost: casino.env.assetsHost, fusion: casino.fusion }, game, kind);
}

/** The player's favourites: what they set this session, else as many seeded picks as their profile has. */
export function favourites(casino: CasinoState): GameRef[] {
  const state = casino.playerState();
  if (state.favourites !== null) return state.favourites;
  const count = casino.player?.favourites ?? 0;
  return casino.pickGames(`favourites:${casino.settings.profile}`, count).map(refOf);
}

/** ?myfavorites. */
export function favoritesBody(casino: CasinoState): unknown {
  return { favorites: casino.player ? favourites(casino) : [] };
}

/** setFavorite. */
export function setFavorite(casino: CasinoState, form: URLSearchParams): unknown {
  const game = casino.game(form.get('game') ?? '');
  const action = form.get('action');
  if (!casino.player || !game || (action !== 'add' && action !== 'remove')) return { success: false };
  const current = favourites(casino).filter((f) => f.shortname !== game.shortname);
  const next = action === 'add' ? [...current, refOf(game)] : current;
  casino.changePlayer((state) => {
    state.favourites = next;
  });
  return { success: true };
}

/** ?getgamelockdetails. */
export function gameLock(casino: CasinoState, form: URLSearchParams): unknown {
  const game = casino.game(form.get('shortname') ?? '');
  return game?.game_lock ? { game_lock: game.game_lock } : { game_lock: {} };
}

/** ?keepplaying: the real-money games launched this session, else five seeded picks. */
export function keepPlaying(casino: CasinoState): unknown {
  if (!casino.player) return { games: [] };
  const recent = casino.playerState().recent;
  if (recent.length > 0) return { games: recent };
  const seeded = casino.pickGames(`recent:${casino.settings.profile}`, 5);
  return { games: seeded.map(refOf) };
}

/** ?suggest. */
export function suggest(casino: CasinoState): unknown {
  if (!casino.player) return [];
  return casino.pickGames(`suggest:${casino.settings.profile}`, 12).map(refOf);
}
