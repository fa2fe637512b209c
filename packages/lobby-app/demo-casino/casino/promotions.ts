/**
 * What the casino runs to bring players back: tournaments (fusion lists by status, or RTG objects) and
 * promotions (regular and custom, as many as the demo's promos switch says).
 */
import { customPromos, regularPromos } from '../content/promotions.ts';
import { fusionTournaments, rtgTournaments } from '../content/tournaments.ts';
import { framePage } from './frames.ts';
import type { CasinoState } from './state.ts';

/** ?gettournaments: fusion page lists, or a home list; RTG objects outside fusion. */
export function tournaments(casino: CasinoState, form: URLSearchParams): unknown {
  const ctx = {
    now: casino.now(),
    assets: casino.env.assetsHost,
    providers: casino.catalogue().providers.map((p) => p.shortname),
    games: casino.pickGames('tournament-games', 60).map((g) => g.shortname),
  };
  const home = form.get('home') !== null;
  if (!casino.fusion) {
    const list = rtgTournaments(ctx);
    return home
      ? list
      : {
          active_tournaments: list.filter((t) => t.status === 'Running'),
          upcoming_tournaments: list.filter((t) => t.status !== 'Running'),
          finished_tournaments: [],
        };
  }
  const all = fusionTournaments(ctx);
  if (home) return all.filter((t) => t.status !== 'finished').map((t) => t.body);
  return {
    active_tournaments: all.filter((t) => t.status === 'running').map((t) => t.body),
    upcoming_tournaments: all.filter((t) => t.status === 'upcoming').map((t) => t.body),
    finished_tournaments: all.filter((t) => t.status === 'finished').map((t) => t.body),
  };
}

/** ?gettournamentslobby. */
export function tournamentsLobby(): unknown {
  return {
    url: framePage('Tournaments lobby', "<p>The tournament provider's lobby would load here.</p>"),
  };
}

/** ?getpromos, as many as the promos switch says: all, a single custom block, or none. */
export function promos(casino: CasinoState, form: URLSearchParams): unknown {
  const regularOnly = form.get('regular_only') !== null;
  const which = casino.settings.promos;
  const custom = which === 'none' ? [] : customPromos(which === 'one' ? 1 : undefined);
  return {
    regular_promos:
      which === 'all' ? regularPromos(casino.now(), casino.env.assetsHost, casino.currency.symbol) : [],
    custom_promos: regularOnly ? [] : custom,
    category: ['casino', 'reload', 'vip'],
  };
}
