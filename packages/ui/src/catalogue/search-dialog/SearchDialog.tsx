import { useLingui } from '@lingui/react/macro';
import {
  applyFilters,
  type FilterKind,
  type FilterOptions,
  type FilterSelection,
  type Game,
  isSearchableQuery,
  showsFilters,
} from '@lobby/domain';
import type * as React from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/dialog/Dialog.tsx';
import { SearchIcon } from '../../components/icon/icons.tsx';
import { TextField } from '../../components/text-field/TextField.tsx';
import { FilterButtonLabel } from '../page-title-bar/FilterButtonLabel.tsx';
import { FilterPanel } from '../page-title-bar/FilterPanel.tsx';
import { selectedCount } from '../page-title-bar/TitleBarFace.tsx';
import { useReturnFocus } from '../return-focus.ts';
import { SearchResults } from './SearchResults.tsx';

/** 'loading' while the app searches (after its 300 ms debounce); the query length decides the rest. */
export type SearchStatus = 'loading' | 'ready';

type SearchableGame = Pick<Game, 'themes' | 'provider' | 'features' | 'displayName'>;

export type SearchDialogProps<T extends SearchableGame> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search button; focus returns to it on close. Leave out when the dialog opens from `?search`. */
  trigger?: React.ReactNode;
  query: string;
  onQueryChange: (query: string) => void;
  status: SearchStatus;
  /** The search results (domain `searchGames`), before filters. */
  results: readonly T[];
  getKey: (game: T) => string;
  renderItem: (game: T, index: number) => React.ReactNode;
  /** Option lists for the results (domain `filterOptions`); shown only above 6 results (§5). */
  filterOptions?: FilterOptions;
  selection?: FilterSelection;
  onToggleFilter?: (kind: FilterKind, value: string) => void;
  onResetFilters?: () => void;
  /**
   * Games whose names are close to a query that found nothing (domain `suggestGames`). Choosing one searches
   * for its name, so the player sees the corrected results and picks the game as usual.
   */
  suggestions?: readonly T[];
};

const EMPTY: FilterSelection = { themes: [], providers: [], features: [] };

/**
 * The search modal: a search box, a hint until the query is long enough, results as a game grid, filters
 * for theme, provider and feature when there are more than 6 results, and the no-results message with any
 * close names to search for instead (§2, §5, §8). Escape and the close button close it; focus starts in the
 * box and goes back to the opener.
 */
export function SearchDialog<T extends SearchableGame>({
  open,
  onOpenChange,
  trigger,
  query,
  onQueryChange,
  status,
  results,
  getKey,
  renderItem,
  filterOptions = {},
  selection = EMPTY,
  onToggleFilter,
  onResetFilters,
  suggestions = [],
}: SearchDialogProps<T>) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const returnFocus = useReturnFocus();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchable = isSearchableQuery(query);
  const hasLists = Object.values(filterOptions).some((list) => (list?.length ?? 0) > 0);
  // while a new search waits, the last one's results stay on screen, and with them their filters
  const filterable = searchable && showsFilters(results.length) && hasLists && !!onToggleFilter;
  // the same array while the results and picks are: a new one redraws the grid as a changed list
  const shown = useMemo(
    () => (filterable ? applyFilters(results, selection) : results),
    [filterable, results, selection],
  );
  const picked = selectedCount(selection);
  const reset = onResetFilters ?? (() => {});
  const pickSuggestion = (name: string) => {
    onQueryChange(name);
    // the button goes away with the message: keep focus in the box that now holds the name
    inputRef.current?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="search-dialog"
        title={t`Search games`}
        size="lg"
        className="top-0 left-0 h-dvh max-h-dvh w-screen max-w-none [transform:none] rounded-none border-0 max-sm:data-[state=closed]:animate-overlay-out max-sm:data-[state=open]:animate-overlay-in sm:top-1/2 sm:left-1/2 sm:h-[calc(100dvh-4rem)] sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100vw-4rem)] sm:max-w-5xl sm:[transform:translate(-50%,-50%)] sm:rounded-xl sm:border"
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <div className="flex min-h-full flex-col gap-4 pb-1">
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              ref={inputRef}
              type="search"
              className="min-w-0 flex-1"
              label={<span className="sr-only">{t`Game name`}</span>}
              placeholder={t`Search games`}
              prefix={<SearchIcon aria-hidden="true" />}
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              hint={searchable ? undefined : t`Type at least 3 characters to search.`}
              autoComplete="off"
              enterKeyHint="search"
              size="lg"
            />
            {filterable ? (
              <Button
                variant="outline"
                size="lg"
                aria-expanded={filtersOpen}
                aria-controls={filtersOpen ? panelId : undefined}
                onClick={() => setFiltersOpen(!filtersOpen)}
              >
                <FilterButtonLabel picked={picked} />
              </Button>
            ) : null}
          </div>
          {filterable && filtersOpen && onToggleFilter ? (
            <section
              id={panelId}
              aria-label={t({
                message: 'Filters',
                comment: 'Button that opens the filter panel of a game list',
              })}
              className="rounded-lg border border-border bg-surface-sunken p-4"
            >
              <FilterPanel
                options={filterOptions}
                selection={selection}
                onToggleFilter={onToggleFilter}
                onReset={reset}
              />
            </section>
          ) : null}
          <SearchResults
            searchable={searchable}
            loading={status === 'loading'}
            results={results}
            shown={shown}
            getKey={getKey}
            renderItem={renderItem}
            reset={reset}
            suggestions={suggestions.map((game) => game.displayName)}
            onPickSuggestion={pickSuggestion}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
