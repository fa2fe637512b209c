import {
  type FavouriteRef,
  type Game,
  gamesInSubgroup,
  type HomeSection,
  homeRow,
  newGamesRow,
  popularRow,
  type RandomSource,
  sourcedRow,
  topJackpotsRow,
} from '@lobby/domain';
import type { GameRowLayout } from '@lobby/ui';

/** The row layout of a section: the config's type when the lobby knows it, else vertical. */
export function rowLayout(section: HomeSection): GameRowLayout {
  return section.layout === 'vertical_big' || section.layout === 'featured' ? section.layout : 'vertical';
}

/**
 * The games of a game-row section (§2, §9); null for sections that are not game rows. Rows fed by a subgroup
 * (top slots, high volatility, popular) keep the subgroup's order; theme rows are random samples.
 */
export function sectionGames(
  section: HomeSection,
  games: readonly Game[],
  random: RandomSource,
  recent: readonly FavouriteRef[] | null,
): Game[] | null {
  switch (section.kind) {
    case 'keepplaying':
      return recent === null ? null : homeRow(recentGames(games, recent));
    case 'newgames':
      return newGamesRow(games);
    case 'popular':
      return section.source !== null && 'subgroup' in section.source
        ? popularRow(gamesInSubgroup(games, section.source.subgroup), random)
        : sourcedRow(games, section.source, random);
    case 'jackpots':
      return topJackpotsRow(games);
    case 'topslots':
    case 'classicgames':
    case 'highvolatility':
    case 'generic':
      return sourcedRow(games, section.source, random);
    default:
      return null;
  }
}

/**
 * Recent games in the order the server sent them, as catalogue games the viewer may see: the first game of
 * the catalogue with the same shortname (whatever its case) and, when the entry names one, the same
 * provider. The catalogue is read once whatever the number of entries, not once per entry.
 */
export function recentGames(games: readonly Game[], recent: readonly FavouriteRef[]): Game[] {
  if (recent.length === 0) return [];
  const wanted = new Set(recent.map((ref) => ref.shortname.toLowerCase()));
  // the catalogue's games with a wanted shortname, by folded shortname, in catalogue order
  const named = new Map<string, Game[]>();
  for (const game of games) {
    const name = game.shortname.toLowerCase();
    if (!wanted.has(name)) continue;
    const same = named.get(name);
    if (same) same.push(game);
    else named.set(name, [game]);
  }
  const out: Game[] = [];
  for (const ref of recent) {
    const provider = ref.provider?.toLowerCase();
    const game = named
      .get(ref.shortname.toLowerCase())
      ?.find((candidate) => !provider || candidate.provider.toLowerCase() === provider);
    if (game && !out.includes(game)) out.push(game);
  }
  return out;
}

/** The list page a section's 'View All' opens, when it has one. */
export function viewAllHref(section: HomeSection): string | undefined {
  if (section.kind === 'jackpots') return '/jackpot-games';
  if (section.kind === 'keepplaying' || section.kind === 'newgames') return undefined;
  if (section.source === null) return undefined;
  return 'subgroup' in section.source
    ? `/subgroup/${encodeURIComponent(section.source.subgroup)}`
    : `/theme/${encodeURIComponent(section.source.theme)}`;
}

/** A readable title for a section id the lobby does not know ('christmas-slots' → 'Christmas Slots'). */
export function humanise(id: string): string {
  return id.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
