import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_HOME_SECTIONS,
  type FavouriteRef,
  type Game,
  gamesByProvider,
  type HomeSection,
  type HomeSectionKind,
  homeSectionsFor,
  keepPlayingGames,
  listedProviders,
  nextBadge,
  RANDOM_PLAY_BADGE_ROTATE_MS,
  randomPlayBadgeGames,
} from '@lobby/domain';
import { useReducedMotion } from '@lobby/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../../platform/query/useQuery.ts';
import { drawFor } from '../../../platform/random.ts';
import { useEvery } from '../../../platform/scheduling/every.ts';
import { catalogue } from '../../../state/catalogue.ts';
import { readRecentGames } from '../../../state/local-stores.ts';
import { services } from '../../../state/services.ts';
import { session } from '../../../state/session.ts';
import { PROVIDER_ORDER } from '../providers.ts';
import { badgeFor } from '../thumbnails.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { humanise } from './sections.ts';

/** The home page's state: its sections in config order, the catalogue's draw and the game list's fate. */
export function useHomeSections(isGuest: boolean): {
  readonly sections: readonly HomeSection[];
  /** The catalogue's draw (see `drawFor`): the rows' games are chosen once per catalogue. */
  readonly round: string;
  readonly failed: boolean;
  /** The casino's total jackpot, in whole units, when there is one. */
  readonly totalJackpot: number | null;
} {
  const s = useSnapshot(session);
  const c = useSnapshot(catalogue);
  const configured = s.config?.homeSections;
  const tournaments = s.config?.tournaments ?? true;
  const sections = useMemo(
    () => homeSectionsFor(configured ?? DEFAULT_HOME_SECTIONS, { isGuest, tournaments }),
    [configured, isGuest, tournaments],
  );
  return {
    sections,
    round: `home-${c.drawnFor ?? 0}`,
    failed: c.status === 'error',
    totalJackpot: c.totalJackpot > 0 ? c.totalJackpot : null,
  };
}

/** The titles of the sections the lobby knows (§2); a section it does not know is titled after its id. */
const SECTION_TITLES: Record<HomeSectionKind, MessageDescriptor> = {
  keepplaying: msg`Keep Playing`,
  newgames: msg`New Games`,
  popular: msg`Popular Games`,
  tournaments: msg`Tournaments`,
  jackpots: msg`Top Jackpots`,
  providers: msg`Providers`,
  gameofthemonth: msg`Game of the Month`,
  themes: msg`Themes`,
  topslots: msg`Top Slots`,
  classicgames: msg`Classic Games`,
  highvolatility: msg`High Volatility`,
  promotions: msg`Promotions`,
  winners: msg`Winners`,
};

/** Each section's translated title. */
export function useSectionTitle(): (section: HomeSection) => ReactNode {
  const { i18n } = useLingui();
  return (section) =>
    section.kind === 'generic' ? humanise(section.id) : i18n._(SECTION_TITLES[section.kind]);
}

export const NO_RECENT_GAMES: readonly FavouriteRef[] = [];

/**
 * The player's keep-playing games (§2): the games played in this session first, then the server's list.
 * Null while the server's list loads; the session's games alone when it failed; none for guests.
 */
export function useRecentGames(isGuest: boolean): readonly FavouriteRef[] | null {
  const api = services.api;
  const recent = useQuery(
    isGuest || !api ? null : { key: ['keep-playing'], load: ({ signal }) => api.getKeepPlaying({ signal }) },
  );
  const loading = recent.status === 'loading';
  const server = recent.data;
  // the session's list is read again whenever the home page comes back, so a game just played is first
  const games = useMemo(
    () => (loading ? null : keepPlayingGames(readRecentGames(), server ?? NO_RECENT_GAMES)),
    [loading, server],
  );
  return isGuest || !api ? NO_RECENT_GAMES : games;
}

/** The providers with games, in the casino's order, each with its number of games. */
export function useHomeProviders(games: readonly Game[]) {
  const c = useSnapshot(catalogue);
  return useMemo(
    () =>
      listedProviders(c.providers, games, PROVIDER_ORDER)
        .map((p) => ({ ...p, gamesCount: gamesByProvider(games, p).length }))
        .filter((p) => p.gamesCount > 0),
    [c.providers, games],
  );
}

/** The themes that have games. */
export function useHomeThemes(games: readonly Game[]) {
  const c = useSnapshot(catalogue);
  return useMemo(
    () => c.themes.filter((theme) => games.some((g) => g.themes.includes(theme.shortname))),
    [c.themes, games],
  );
}

/** The badges of random play (§2, §9): 5 online slots drawn once per catalogue; fusion shows none. */
export function useRandomPlayBadges(games: readonly Game[], viewer: CatalogueViewer, round: string) {
  const { isFusion, assetsHost } = viewer;
  return useMemo(
    () =>
      randomPlayBadgeGames(games, { isFusion }, drawFor(round, 'random-play')).map((g) =>
        badgeFor(g.shortname, assetsHost),
      ),
    [games, isFusion, assetsHost, round],
  );
}

/**
 * The random-play badge on show: the next one every 2 s (§9). It holds still under reduced motion, with one
 * badge or none, and once the player pauses it (`rotation` is then stopped until played again); `rotation`
 * is null when the badges do not move by themselves at all.
 */
export function useBadgeRotation(count: number): {
  active: number;
  rotation: { stopped: boolean; onStoppedToggle: () => void } | null;
} {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const rotates = !reducedMotion && count > 1;
  useEvery(
    RANDOM_PLAY_BADGE_ROTATE_MS,
    () => setIndex((current) => nextBadge(current, count)),
    rotates && !stopped,
  );
  return {
    active: count > 0 ? index % count : 0,
    rotation: rotates ? { stopped, onStoppedToggle: () => setStopped((s) => !s) } : null,
  };
}
