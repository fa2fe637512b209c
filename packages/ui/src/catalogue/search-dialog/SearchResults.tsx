/**
 * The search's results area: nothing, a spinner, the no-results message (with any close names) or the grid,
 * and its announcement.
 */
import { plural } from '@lingui/core/macro';
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
  const { t, i18n } = useLingui();
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
    const offered = onPickSuggestion ? suggestions : [];
    if (offered.length === 0) {
      announcement = t`No results found. Maybe try a different keyword?`;
    } else {
      // one sentence for screen readers: 'Dragon Gold, Dragon Gate or Dragon Gem'
      const names = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(offered);
      announcement = t({
        message: `No results found. Did you mean ${names}?`,
        comment: 'Read out when a search finds nothing; names is a list of close game names joined with "or"',
      });
    }
    content = <SearchNoResults suggestions={offered} onPick={onPickSuggestion} />;
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
