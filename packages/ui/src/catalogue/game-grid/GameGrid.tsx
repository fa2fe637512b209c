import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { Placeholders, Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useScrollParent, useWindowedRows } from './useWindowedRows.ts';

/** Lists longer than this render only the rows near the viewport. */
export const WINDOWING_FROM_ITEMS = 60;

// container queries, not viewport ones: the grid sits beside a sidebar or inside the search dialog
export const gameGridVariants = cva('grid list-none gap-x-3 gap-y-4 p-0 @md:gap-x-4', {
  variants: {
    density: {
      /** 2 columns on a phone up to 7 on a wide screen. */
      default:
        'grid-cols-2 @md:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @6xl:grid-cols-6 @7xl:grid-cols-7',
      /** Landscape thumbnails: one column fewer at each width. */
      wide: 'grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4 @6xl:grid-cols-5 @7xl:grid-cols-6',
    },
  },
  defaultVariants: { density: 'default' },
});

export type GameGridStatus = 'loading' | 'ready';

export type GameGridProps<T> = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof gameGridVariants> & {
    /** The same array for as long as the list is the same: a new one is a changed list, drawn as one. */
    items: readonly T[];
    /**
     * Keys each item, for items with state of their own to keep. Without it, items are keyed by their place:
     * items drawn from their props alone (game tiles) are then redrawn in place when the list changes,
     * instead of removed and built again, so a sort or a filter of a long list redraws the rows in view.
     */
    getKey?: (item: T) => string;
    renderItem: (item: T, index: number) => React.ReactNode;
    /** Names the list for screen readers, e.g. the page title. */
    label: string;
    status?: GameGridStatus;
    /** Skeleton tiles while loading. */
    skeletonCount?: number;
    skeletonOrientation?: 'portrait' | 'landscape';
    /** Shown instead of the grid when there is nothing (and nothing is loading). */
    empty?: React.ReactNode;
    /** Windowing: on for lists above 60 items by default. */
    windowed?: boolean;
    /** Infinite loading: called when the footer comes near the viewport while `hasMore`. */
    onReachEnd?: () => void;
    hasMore?: boolean;
    loadingMore?: boolean;
  };

/**
 * A responsive grid of game tiles with loading, empty and infinite-loading states. Long lists keep only
 * the rows near the viewport in the DOM. When the list changes under the player (a filter, a sort, the next
 * page), the frame that answers draws only the rows the viewport shows, as last measured, and the rest
 * follows as React's deferred work, which yields to the next tap; the list a grid opens with is drawn whole.
 * Implements the game lists of §2 (category, subgroup, theme, provider and all-games routes) and the 50-game
 * paging of §9.
 */
export function GameGrid<T>({
  className,
  density,
  items,
  getKey,
  renderItem,
  label,
  status = 'ready',
  skeletonCount = 12,
  skeletonOrientation = 'portrait',
  empty,
  windowed,
  onReachEnd,
  hasMore = false,
  loadingMore = false,
  ...props
}: GameGridProps<T>) {
  const { t } = useLingui();
  const loading = status === 'loading';
  const showsEmpty = !loading && items.length === 0 && Boolean(empty);
  const enabled = !loading && (windowed ?? items.length > WINDOWING_FROM_ITEMS);
  const { listRef, window, inView } = useWindowedRows({
    itemCount: items.length,
    enabled,
    measured: !loading && !showsEmpty,
  });
  // the list drawn whole last: while it is not this one yet, this one draws only its rows in view
  const settled = useDeferredValue(items);
  const changing = settled !== items;
  const paging = onReachEnd !== undefined;

  if (showsEmpty) {
    return (
      <div data-slot="game-grid" data-state="empty" className={cn('@container', className)} {...props}>
        {empty}
      </div>
    );
  }

  // a short list that changed draws from its top to the bottom of the viewport, standing in for the rest
  const firstRows = enabled ? inView : { ...inView, startIndex: 0, paddingTop: 0 };
  // some of the rows the whole list draws wait for the deferred render
  const pending =
    changing && (firstRows.startIndex > window.startIndex || firstRows.endIndex < window.endIndex);
  const range = pending ? firstRows : window;
  const partial = enabled || pending;
  return (
    <div
      data-slot="game-grid"
      data-state={loading ? 'loading' : 'ready'}
      data-windowed={enabled || undefined}
      aria-busy={loading || undefined}
      className={cn('@container flex flex-col gap-6', className)}
      {...props}
    >
      {loading ? (
        <>
          <span className="sr-only" role="status">{t`Loading games`}</span>
          <ul aria-hidden="true" className={gameGridVariants({ density })}>
            <Placeholders count={skeletonCount}>
              {() => (
                <li className="flex flex-col gap-2">
                  <Skeleton
                    shape="tile"
                    className={skeletonOrientation === 'landscape' ? 'aspect-[4/3]' : undefined}
                  />
                  <Skeleton className="w-3/4" />
                </li>
              )}
            </Placeholders>
          </ul>
        </>
      ) : (
        <ul
          ref={listRef}
          aria-label={label}
          className={gameGridVariants({ density })}
          style={partial ? { paddingTop: range.paddingTop, paddingBottom: range.paddingBottom } : undefined}
        >
          <GridRows
            items={items}
            start={range.startIndex}
            end={range.endIndex}
            partial={partial}
            getKey={getKey}
            renderItem={renderItem}
          />
        </ul>
      )}
      {paging && !loading ? (
        <GridFooter
          itemCount={items.length}
          pending={pending}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onReachEnd={onReachEnd}
        />
      ) : null}
    </div>
  );
}

interface GridRowsProps<T> {
  readonly items: readonly T[];
  readonly start: number;
  readonly end: number;
  /** Only part of the set is in the DOM: each item says the set's real size and its place in it. */
  readonly partial: boolean;
  /** Keys the items; without it they are keyed by their place in the list (see `GameGridProps.getKey`). */
  readonly getKey: ((item: T) => string) | undefined;
  readonly renderItem: (item: T, index: number) => React.ReactNode;
}

/**
 * The grid's items from `start` to `end`. Memoised: a measurement that moves no row in or out (a short list
 * scrolled, which draws all its rows) draws nothing again.
 */
const GridRows = memo(function GridRows<T>({
  items,
  start,
  end,
  partial,
  getKey,
  renderItem,
}: GridRowsProps<T>) {
  const rows: React.ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index] as T;
    rows.push(
      <li
        key={getKey ? getKey(item) : index}
        aria-setsize={partial ? items.length : undefined}
        aria-posinset={partial ? index + 1 : undefined}
        className="min-w-0"
      >
        {renderItem(item, index)}
      </li>,
    );
  }
  return rows;
}) as <T>(props: GridRowsProps<T>) => React.ReactNode;

function GridFooter({
  itemCount,
  pending,
  hasMore,
  loadingMore,
  onReachEnd,
}: {
  itemCount: number;
  /** The list changed and is not drawn whole yet: neither the next page nor its end is known to be in view. */
  pending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onReachEnd: () => void;
}) {
  const { t } = useLingui();
  const footerRef = useRef<HTMLDivElement | null>(null);
  // looked up here, once for the grid, not by each page's observer below
  const scrollParent = useScrollParent();
  return (
    <div
      ref={footerRef}
      data-slot="game-grid-footer"
      data-state={loadingMore ? 'loading' : pending ? 'pending' : hasMore ? 'more' : 'end'}
      className="flex min-h-12 items-center justify-center text-sm text-fg-muted"
    >
      {pending ? null : hasMore && !loadingMore ? (
        // a new observer for each page (keyed by the count): one that stays in view after a page arrives
        // reports again at once
        <ReachEndWatch
          key={itemCount}
          footer={footerRef}
          scrollParent={scrollParent}
          onReachEnd={onReachEnd}
        />
      ) : null}
      {loadingMore ? (
        <Spinner label={t`Loading more games`} />
      ) : hasMore || pending ? null : itemCount > 0 ? (
        <p role="status" className="m-0">
          {t({
            message: plural(itemCount, { one: "That's the only game", other: "That's all # games" }),
            comment: 'Under the last page of a game list',
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Calls `onReachEnd` when the grid's footer comes within 400 px of the viewport of the page's scroller. */
function ReachEndWatch({
  footer,
  scrollParent,
  onReachEnd,
}: {
  footer: React.RefObject<HTMLDivElement | null>;
  scrollParent: (element: Element) => HTMLElement | null;
  onReachEnd: () => void;
}) {
  const reachEnd = useRef(onReachEnd);
  reachEnd.current = onReachEnd;
  useEffect(() => {
    const target = footer.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachEnd.current();
      },
      // the page's own viewport when the page scrolls, not the top window's: inside a frame (the Storybook
      // canvas, a casino's page embedding the lobby) the footer counts as reached once the lobby shows it
      { root: scrollParent(target) ?? document, rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [footer, scrollParent]);
  return null;
}
