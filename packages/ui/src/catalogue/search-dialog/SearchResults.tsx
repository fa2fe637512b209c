/**
 * The search's results area: nothing, a spinner, the no-results message (with any close names) or the grid.
 * While a new search waits, the results of the last one stay, busy, under the spinner (not dimmed: their
 * names would fall below the contrast they need). The grid thus stays on the page: the keystroke redraws
 * nothing below the field, and the new results draw as a changed list (the rows in view first) rather than
 * as a new grid. A search with nothing shown before it waits on the spinner alone.
 * What a screen reader hears of it (the count, no results) the app says in its live region once the typing
 * settles; a region here would be drawn anew with each search and read unreliably.
 */
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { GameGrid } from '../game-grid/GameGrid.tsx';
import { NoGamesFound } from '../no-games-found/NoGamesFound.tsx';
import { SearchNoResults } from './SearchNoResults.tsx';

export function SearchResults<T>({
  searchable,
  loading,
  results,
  shown,
  getKey,
  renderItem,
  reset,
  suggestions = [],
  onPickSuggestion,
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
  /** Names close to a query that found nothing, closest first. */
  suggestions?: readonly string[];
  onPickSuggestion?: (name: string) => void;
}) {
  const { t } = useLingui();
  let content: React.ReactNode;
  if (!searchable) {
    content = null;
  } else if (loading && results.length === 0) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t`Searching`} />
      </div>
    );
  } else if (results.length === 0) {
    const offered = onPickSuggestion ? suggestions : [];
    content = <SearchNoResults suggestions={offered} onPick={onPickSuggestion} />;
  } else {
    content = (
      <div data-slot="search-results" aria-busy={loading || undefined}>
        {loading ? (
          // over the results, not above them (a row of no height, held at the top of the dialog's scroll):
          // the grid keeps its place, and its rows their measure
          <div className="pointer-events-none sticky top-8 z-10 flex h-0 justify-center">
            <span className="h-fit rounded-full border border-border bg-surface-raised p-2 shadow-pop">
              <Spinner label={t`Searching`} />
            </span>
          </div>
        ) : null}
        <GameGrid
          items={shown}
          getKey={getKey}
          renderItem={renderItem}
          label={t`Search results`}
          empty={<NoGamesFound onReset={reset} />}
        />
      </div>
    );
  }

  return content;
}
