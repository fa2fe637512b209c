import type { Game } from '@lobby/domain';
import { GameGrid } from '@lobby/ui';
import type { ReactNode } from 'react';
import { CatalogueFailure } from '../CatalogueFailure.tsx';
import type { TileOptions } from '../useGameTiles.tsx';
import type { CatalogueViewer } from '../viewer.ts';
import { usePagedList } from './usePagedList.ts';

/** The tiles of the first rows load at once; the rest as they come near the screen. */
const EAGER_TILES = 8;

/**
 * A game list page's games (§9): 50 at a time, the next page when the grid's footer comes into view; or,
 * when the game list could not be loaded and nothing was stored, the failure with a way to try again.
 */
export function GameListGrid({
  shown,
  viewer,
  renderTile,
  label,
  loading,
  empty,
}: {
  readonly shown: readonly Game[];
  readonly viewer: CatalogueViewer;
  readonly renderTile: (game: Game, options?: TileOptions) => ReactNode;
  readonly label: string;
  readonly loading: boolean;
  readonly empty: ReactNode;
}) {
  const paged = usePagedList(shown);
  if (viewer.failed) return <CatalogueFailure />;
  return (
    <GameGrid
      items={paged.items}
      // no key by game: a wired tile is drawn from its props, so a sort or a filter redraws the tiles in place
      renderItem={(game, index) => renderTile(game, { imageLoading: index < EAGER_TILES ? 'eager' : 'lazy' })}
      label={label}
      status={loading ? 'loading' : 'ready'}
      skeletonOrientation={viewer.orientation}
      empty={empty}
      hasMore={paged.hasMore}
      onReachEnd={paged.onReachEnd}
    />
  );
}
