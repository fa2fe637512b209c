import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  exhaustiveSwitchError,
  type FilterOptions,
  type FilterSelection,
  type SortKey,
  showsCatalogueFilterControls,
} from '@lobby/domain';
import type * as React from 'react';
import { ChevronDownWideIcon, SortIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

/*
 * What a game list's title bar looks like, without the machinery behind its controls (the sort menu and the
 * filter drawer, which bring Radix's menus and dialogs). The bar itself is drawn from these pieces, and so is
 * its stand-in while that machinery is still loading: both take the same room, so nothing under the bar moves
 * when the real controls arrive.
 */

/** The translated name of a sort order (the spec's English: A-Z, Z-A, Newest, Top Jackpots). */
export function useSortLabel(): (key: SortKey) => string {
  const { t } = useLingui();
  return (key) => {
    switch (key) {
      case 'a-z':
        return t({ message: 'A-Z', comment: 'Sort order: by name, alphabetical' });
      case 'z-a':
        return t({ message: 'Z-A', comment: 'Sort order: by name, reverse alphabetical' });
      case 'newest':
        return t({ message: 'Newest', comment: 'Sort order: newest release first' });
      case 'top-jackpots':
        return t({ message: 'Top Jackpots', comment: 'Sort order: largest jackpot first' });
      default:
        return exhaustiveSwitchError(key);
    }
  };
}

export const sortTriggerClass =
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken [&_svg]:size-4 [&_svg]:shrink-0';

/** The face of the sort button: the icon, the current order and the chevron. */
export function SortTriggerFace({ label }: { label: string }) {
  return (
    <>
      <SortIcon className="text-fg-muted" />
      <span>{label}</span>
      <ChevronDownWideIcon className="text-fg-muted" />
    </>
  );
}

/** Whether a list offers filters: enough games (§5), something to filter by, and someone listening. */
export function offersFilters(totalGames: number, filterOptions: FilterOptions, listening: boolean): boolean {
  const hasLists = Object.values(filterOptions).some((list) => (list?.length ?? 0) > 0);
  return showsCatalogueFilterControls(totalGames) && hasLists && listening;
}

/** How many values are picked across all kinds. */
export function selectedCount(selection: FilterSelection): number {
  return selection.providers.length + selection.features.length + selection.themes.length;
}

/** A game list's title, in the bar's type. */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <h1 className="m-0 font-display text-2xl leading-tight font-bold text-fg md:text-3xl">{children}</h1>
  );
}

/** The bar's frame: the title with the list's size on one side, the controls on the other. */
export function TitleBarFrame({
  title,
  count,
  controls,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  count: number;
  controls: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div data-slot="page-title-bar" className={cn('flex flex-col gap-4', className)} {...props}>
      {/* on a phone the controls always take a row of their own: whether they fit beside the title would
          depend on the font's widths, and the brand font arrives after the first screen (the list would jump) */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between sm:gap-x-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <PageTitle>{title}</PageTitle>
          <p className="m-0 text-sm text-fg-muted tabular-nums">
            {t({
              message: plural(count, { one: '# game', other: '# games' }),
              comment: 'Size of a game list',
            })}
          </p>
        </div>
        {controls}
      </div>
      {children}
    </div>
  );
}
