import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type FilterKind,
  type FilterOptions,
  type FilterSelection,
  type SortKey,
  showsCatalogueFilterControls,
} from '@lobby/domain';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { FilterButtonLabel } from './FilterButtonLabel.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterPanel, selectedCount } from './FilterPanel.tsx';
import { SortMenu } from './SortMenu.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery.ts';

export type PageTitleBarProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  title: React.ReactNode;
  /** Games shown now (after filters). */
  count: number;
  /** Games in the list before filtering: filter controls appear only above 20 (§5). */
  totalGames: number;
  /** Sort orders to offer (domain `sortOptions`); none hides the menu. */
  sortOptions?: readonly SortKey[];
  sort?: SortKey;
  onSortChange?: (key: SortKey) => void;
  /** Option lists (domain `filterOptions`); with no list there is no Filter button. */
  filterOptions?: FilterOptions;
  selection?: FilterSelection;
  onToggleFilter?: (kind: FilterKind, value: string) => void;
  onResetFilters?: () => void;
  /** Filter panel open state; uncontrolled when left out. */
  filtersOpen?: boolean;
  defaultFiltersOpen?: boolean;
  onFiltersOpenChange?: (open: boolean) => void;
};

const EMPTY: FilterSelection = { themes: [], providers: [], features: [] };

/**
 * The title of a game list with its game count, the sort menu and the Filter button. From 1200 px the
 * filter panel opens inline under the bar; below that it is a drawer.
 */
export function PageTitleBar({
  className,
  title,
  count,
  totalGames,
  sortOptions = [],
  sort,
  onSortChange,
  filterOptions = {},
  selection = EMPTY,
  onToggleFilter,
  onResetFilters,
  filtersOpen,
  defaultFiltersOpen = false,
  onFiltersOpenChange,
  ...props
}: PageTitleBarProps) {
  const { t } = useLingui();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultFiltersOpen);
  const open = filtersOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onFiltersOpenChange?.(next);
  };
  const hasLists = Object.values(filterOptions).some((list) => (list?.length ?? 0) > 0);
  const filterable = showsCatalogueFilterControls(totalGames) && hasLists && onToggleFilter !== undefined;
  const picked = selectedCount(selection);
  const toggle = onToggleFilter ?? (() => {});
  const reset = onResetFilters ?? (() => {});

  const filterButton = (
    <Button
      variant="outline"
      className="border-border-strong"
      aria-expanded={desktop ? open : undefined}
      aria-controls={desktop && open ? panelId : undefined}
      onClick={desktop ? () => setOpen(!open) : undefined}
    >
      <FilterButtonLabel picked={picked} />
    </Button>
  );

  return (
    <div data-slot="page-title-bar" className={cn('flex flex-col gap-4', className)} {...props}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h1 className="m-0 font-display text-2xl leading-tight font-bold text-fg md:text-3xl">{title}</h1>
          <p className="m-0 text-sm text-fg-muted tabular-nums">
            {t({
              message: plural(count, { one: '# game', other: '# games' }),
              comment: 'Size of a game list',
            })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {sortOptions.length > 0 && sort && onSortChange ? (
            <SortMenu options={sortOptions} value={sort} onValueChange={onSortChange} />
          ) : null}
          {filterable && desktop ? filterButton : null}
          {filterable && !desktop ? (
            <FilterDrawer
              open={open}
              onOpenChange={setOpen}
              trigger={filterButton}
              count={count}
              filterOptions={filterOptions}
              selection={selection}
              toggle={toggle}
              reset={reset}
            />
          ) : null}
        </div>
      </div>
      {filterable && desktop && open ? (
        <section
          id={panelId}
          aria-label={t({ message: 'Filters', comment: 'Button that opens the filter panel of a game list' })}
          className="rounded-xl border border-border bg-surface p-5 shadow-card"
        >
          <FilterPanel
            options={filterOptions}
            selection={selection}
            onToggleFilter={toggle}
            onReset={reset}
          />
        </section>
      ) : null}
    </div>
  );
}
