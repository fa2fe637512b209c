import {
  applyFilters,
  EMPTY_FILTER_SELECTION,
  type FilterKind,
  type FilterSelection,
  filterOptions,
  type Game,
  prepareFilters,
  type SortKey,
  sortGames,
  sortOptions,
  toggleFilter,
} from '@lobby/domain';
import type { PageTitleBarProps } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdle } from '../../../platform/scheduling/next-task.ts';
import { catalogue } from '../../../state/catalogue.ts';

/**
 * Sort and filter state of a game list (§2 page title bar, §5). `sort` null keeps the list's own order
 * (e.g. a subgroup's sort order) until the player picks one.
 */
export function useGameList(source: readonly Game[], locale: string, initialSort: SortKey | null) {
  const c = useSnapshot(catalogue);
  const [sort, setSort] = useState<SortKey | null>(initialSort);
  const [selection, setSelection] = useState<FilterSelection>(EMPTY_FILTER_SELECTION);
  const options = useMemo(() => sortOptions(source), [source]);
  const filters = useMemo(
    () => filterOptions(source, { themes: c.themes, features: c.features, providers: c.providers }, locale),
    [source, c.themes, c.features, c.providers, locale],
  );
  const sorted = useMemo(() => (sort ? sortGames(source, sort, locale) : source), [source, sort, locale]);
  const shown = useMemo(() => applyFilters(sorted, selection), [sorted, selection]);
  // the list's filter index, built while the browser is idle, so that the first pick is as quick as the next
  const filterable = Object.keys(filters).length > 0;
  useEffect(() => (filterable ? whenIdle(() => prepareFilters(sorted)) : undefined), [sorted, filterable]);
  // steady across renders, so a tick redraws the box it changed and not every box of the panel
  const reset = useCallback(() => setSelection(EMPTY_FILTER_SELECTION), []);
  const onToggleFilter = useCallback(
    (kind: FilterKind, value: string) => setSelection((current) => toggleFilter(current, kind, value)),
    [],
  );
  /** The title bar's controls over this list (its title is the page's own). */
  const titleBar = {
    count: shown.length,
    totalGames: source.length,
    sortOptions: source.length > 1 ? options : [],
    sort: sort ?? 'newest',
    onSortChange: setSort,
    filterOptions: filters,
    selection,
    onToggleFilter,
    onResetFilters: reset,
  } satisfies Omit<PageTitleBarProps, 'title'>;
  return { shown, reset, titleBar };
}
