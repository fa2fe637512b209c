import { useLingui } from '@lingui/react/macro';
import type { FilterKind, FilterOptions, FilterSelection, SortKey } from '@lobby/domain';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { FilterButtonLabel } from './FilterButtonLabel.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { SortMenu } from './SortMenu.tsx';
import { offersFilters, selectedCount, TitleBarFrame } from './TitleBarFace.tsx';
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
const ignore = () => {};

/**
 * The title of a game list with its game count, the sort menu and the Filter button. From 1200 px the
 * filter panel opens inline under the bar; below that it is a drawer.
 * Implements the page title bar of §2 Page chrome and the filter rules of §5.
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
  const filterable = offersFilters(totalGames, filterOptions, onToggleFilter !== undefined);
  const picked = selectedCount(selection);
  const toggle = onToggleFilter ?? ignore;
  const reset = onResetFilters ?? ignore;

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
    <TitleBarFrame
      title={title}
      count={count}
      className={className}
      controls={
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
      }
      {...props}
    >
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
    </TitleBarFrame>
  );
}
