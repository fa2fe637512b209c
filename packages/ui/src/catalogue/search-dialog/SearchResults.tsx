/** The search's results area: nothing, a spinner, the no-results message or the grid, and its announcement. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { GameGrid } from '../game-grid/GameGrid.tsx';
import { NoGamesFound } from '../no-games-found/NoGamesFound.tsx';

export function SearchResults<T>({
  searchable,
  loading,
  results,
  shown,
  getKey,
  renderItem,
  reset,
}: {
  /** The query is long enough to search. */
  searchable: boolean;
  loading: boolean;
  /** The search results, before filters. */
  results: readonly T[];
  /** The results after filters. */
  shown: readonly T[];
  getKey: (game: T) => string;
  renderItem: (game: T, index: number) => React.ReactNode;
  reset: () => void;
}) {
  const { t } = useLingui();
  let content: React.ReactNode;
  let announcement = '';
  if (!searchable) {
    content = null;
  } else if (loading) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t`Searching`} />
      </div>
    );
  } else if (results.length === 0) {
    announcement = t`No results found. Maybe try a different keyword?`;
    content = (
      <p data-slot="search-no-results" className="m-0 py-10 text-center text-base text-fg">
        {announcement}
      </p>
    );
  } else {
    const found = shown.length;
    announcement = t({
      message: plural(found, { one: '# game found', other: '# games found' }),
      comment: 'Number of search results',
    });
    content = (
      <GameGrid
        items={shown}
        getKey={getKey}
        renderItem={renderItem}
        label={t`Search results`}
        empty={<NoGamesFound onReset={reset} />}
      />
    );
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {content}
    </>
  );
}
