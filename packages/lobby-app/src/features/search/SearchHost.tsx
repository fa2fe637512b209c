import { useLingui } from '@lingui/react/macro';
import {
  applyFilters,
  buildSearchIndex,
  type FilterKind,
  filterOptions,
  gameKey,
  isSearchableQuery,
  NO_SEARCH_FILTER_PICKS,
  pickSearchFilter,
  SEARCH_DEBOUNCE_MS,
  searchFilterSelection,
  searchGames,
  searchNews,
  suggestGames,
  suggestionIndexOf,
} from '@lobby/domain';
import { SearchDialog, useSearchWords } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { nextTask } from '../../platform/scheduling/next-task.ts';
import { useAnnouncement } from '../../state/announcer.ts';
import { catalogue } from '../../state/catalogue.ts';
import { ui } from '../../state/ui.ts';
import { useGameTiles } from '../catalogue/useGameTiles.tsx';

/** The text after it has rested for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Closes the search as a tile starts a game: one function for every render (see `TileOptions.onActivate`). */
function closeSearch() {
  ui.searchOpen = false;
}

/**
 * The search modal wired to `ui.searchOpen` (§2, §5): 300 ms after typing, over 2 characters, over the games
 * the visitor may see; filters above 6 results; close names when nothing matches; tiles with the usual
 * click outcomes.
 */
export function SearchHost() {
  const { i18n } = useLingui();
  const u = useSnapshot(ui);
  const c = useSnapshot(catalogue);
  const { viewer, renderTile, overlay } = useGameTiles();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS);
  // the filter picks belong to the search shown (a new one starts without) and to one opening of the dialog
  const [picks, setPicks] = useState(NO_SEARCH_FILTER_PICKS);
  const [open, setOpen] = useState(u.searchOpen);
  if (open !== u.searchOpen) {
    setOpen(u.searchOpen);
    // dropped as it opens again rather than as it closes, so the closing dialog does not change on screen
    if (u.searchOpen) setPicks(NO_SEARCH_FILTER_PICKS);
  }
  const selection = searchFilterSelection(picks, settled);
  // one index per catalogue (and viewer): a keystroke only scans text
  const index = useMemo(() => buildSearchIndex(viewer.games), [viewer.games]);
  const outcome = useMemo(() => searchGames(index, settled), [index, settled]);
  const results = outcome.kind === 'results' ? outcome.games : [];
  // 'did you mean' looks in the same index, so it offers only games the visitor may see
  const suggestions = useMemo(
    () => (outcome.kind === 'no-results' ? suggestGames(index, settled) : []),
    [outcome, index, settled],
  );
  // the close-name runs are built in a task of their own as the dialog opens, not on a misspelt keystroke
  useEffect(() => {
    if (!u.searchOpen) return;
    let gone = false;
    void nextTask().then(() => {
      if (!gone) suggestionIndexOf(index);
    });
    return () => {
      gone = true;
    };
  }, [u.searchOpen, index]);
  const waiting = isSearchableQuery(query) && (query !== settled || !viewer.ready);
  const options = useMemo(
    () =>
      filterOptions(results, { themes: c.themes, features: c.features, providers: c.providers }, i18n.locale),
    [results, c.themes, c.features, c.providers, i18n.locale],
  );

  const shown = useMemo(() => applyFilters(results, selection), [results, selection]);
  const news = searchNews({
    open: u.searchOpen,
    searchable: isSearchableQuery(settled),
    waiting,
    matches: outcome.kind === 'idle' ? null : results.length,
    shown: shown.length,
    suggestions: suggestions.map((game) => game.displayName),
  });
  const say = useSearchWords();
  // one settled search (its text and its filters) is told once, however often the waiting flickers
  useAnnouncement(news === null ? null : say(news), `${settled}\u0000${JSON.stringify(selection)}`);

  // steady while the query stays, so a tick redraws the box it changed and not every box of the panel
  const toggleFilter = useCallback(
    (kind: FilterKind, value: string) =>
      setPicks((current) => pickSearchFilter(current, settled, kind, value)),
    [settled],
  );

  return (
    <>
      <SearchDialog
        open={u.searchOpen}
        onOpenChange={(open) => {
          ui.searchOpen = open;
        }}
        query={query}
        onQueryChange={setQuery}
        status={waiting ? 'loading' : 'ready'}
        results={results}
        getKey={gameKey}
        renderItem={(game) => renderTile(game, { onActivate: closeSearch })}
        filterOptions={options}
        selection={selection}
        onToggleFilter={toggleFilter}
        onResetFilters={() => setPicks(NO_SEARCH_FILTER_PICKS)}
        suggestions={suggestions}
      />
      {overlay}
    </>
  );
}
