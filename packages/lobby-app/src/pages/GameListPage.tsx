import { useLingui } from '@lingui/react/macro';
import {
  type FavouriteRef,
  favouriteGames,
  type Game,
  gamesInCategory,
  gamesInSubgroup,
  gamesWithTheme,
  jackpotGames,
  type SortKey,
} from '@lobby/domain';
import { EmptyListNote, NoGamesFound, OfflineFavouritesNote } from '@lobby/ui';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { recentGames } from '../features/catalogue/home/sections.ts';
import { GameListGrid } from '../features/catalogue/list/GameListGrid.tsx';
import { LazyTitleBar } from '../features/catalogue/list/LazyTitleBar.tsx';
import { useGameList } from '../features/catalogue/list/useGameList.ts';
import { useGameTiles } from '../features/catalogue/useGameTiles.tsx';
import { addPendingFavourite } from '../features/favourites/favourites.ts';
import { useFavouriteTexts } from '../features/favourites/texts.ts';
import { useFavouritesWhile } from '../features/favourites/use-favourite-state.ts';
import { useQuery } from '../platform/query/useQuery.ts';
import { catalogue } from '../state/catalogue.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';

export type GameListKind = 'category' | 'subgroup' | 'theme' | 'jackpot' | 'all' | 'suggested' | 'favorites';

/** Title of a list: the catalogue's own name for the slug when it has one, else the slug in words. */
function useListTitle(kind: GameListKind, slug: string | undefined): string {
  const { t } = useLingui();
  // read before any early return: a snapshot the render reads nothing of would follow every catalogue change
  const { themes, categories } = useSnapshot(catalogue);
  if (kind === 'jackpot') return t`Jackpot Games`;
  if (kind === 'all') return t`All Games`;
  if (kind === 'suggested') return t`Suggested Games`;
  if (kind === 'favorites') return t`Favorites`;
  const source = kind === 'theme' ? themes : kind === 'category' ? categories : [];
  const named = source.find((item) => item.shortname === slug);
  return named?.name ?? (slug ?? '').replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The suggested games of a player (§7 ?suggest): null while loading. */
function useSuggested(enabled: boolean): readonly FavouriteRef[] | null {
  const api = services.api;
  const suggested = useQuery(
    enabled && api ? { key: ['suggested'], load: ({ signal }) => api.getSuggested({ signal }) } : null,
  );
  return suggested.status === 'loading' ? null : (suggested.data ?? NO_SUGGESTIONS);
}

const NO_SUGGESTIONS: readonly FavouriteRef[] = [];

function initialSort(kind: GameListKind): SortKey | null {
  // subgroups keep their own sort order and suggestions the server's order until the player picks one
  if (kind === 'subgroup' || kind === 'suggested') return null;
  return kind === 'favorites' ? 'newest' : 'a-z';
}

export default function GameListPage({ kind, slug }: { kind: GameListKind; slug?: string }) {
  const { i18n } = useLingui();
  const title = useListTitle(kind, slug);
  const { viewer, renderTile, overlay } = useGameTiles();
  const suggested = useSuggested(kind === 'suggested');
  const favTexts = useFavouriteTexts();
  const games = viewer.games;
  // only the favourites list follows the favourites: another list keeps its games (and their sort and
  // filters) when a heart is tapped
  const favourites = useFavouritesWhile(kind === 'favorites');

  useEffect(() => {
    if (kind === 'favorites' && viewer.ready) void addPendingFavourite(games, favTexts);
  }, [kind, viewer.ready, games, favTexts]);

  const source = useMemo((): Game[] => {
    switch (kind) {
      case 'category':
        return gamesInCategory(games, slug ?? '');
      case 'subgroup':
        return gamesInSubgroup(games, slug ?? '');
      case 'theme':
        return gamesWithTheme(games, slug ?? '');
      case 'jackpot':
        return jackpotGames(games);
      case 'all':
        return [...games];
      case 'suggested':
        return suggested ? recentGames(games, suggested) : [];
      case 'favorites':
        return favouriteGames(games, favourites ?? []);
    }
  }, [kind, slug, games, suggested, favourites]);

  const list = useGameList(source, i18n.locale, initialSort(kind));
  const loading = !viewer.ready || (kind === 'suggested' && suggested === null);
  const offlinePlayer = useSnapshot(session).offlinePlayer;
  const firstName = viewer.firstName || offlinePlayer?.firstName || '';

  const empty =
    source.length === 0 ? (
      <EmptyListNote favourites={kind === 'favorites'} firstName={firstName} />
    ) : (
      <NoGamesFound onReset={list.reset} />
    );

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6">
      <LazyTitleBar
        titleOnly={viewer.failed}
        title={<span id="page-title">{title}</span>}
        {...list.titleBar}
      />
      {kind === 'favorites' && offlinePlayer ? <OfflineFavouritesNote /> : null}
      <GameListGrid
        shown={list.shown}
        viewer={viewer}
        renderTile={renderTile}
        label={title}
        loading={loading}
        empty={empty}
      />
      {overlay}
    </section>
  );
}
