import { PAGE_SIZE, pageOf } from '@lobby/domain';
import { useMemo, useState } from 'react';

/** The part of a game list on screen and how the grid asks for the next page. */
export interface PagedList<T> {
  readonly items: readonly T[];
  /** False once a page came back with fewer than 50: the list ends there (§9). */
  readonly hasMore: boolean;
  readonly onReachEnd: () => void;
}

/**
 * A list shown 50 at a time (§9): the first page, then one more each time the grid's footer comes into view,
 * until a page has fewer than 50. A new list (another order, filter or source) starts again from its first
 * page: the count belongs to the list it was made for. (How a changed list is drawn, its rows in view
 * first, is the grid's.)
 *
 * @example
 * const paged = usePagedList(list.shown);
 * <GameGrid items={paged.items} hasMore={paged.hasMore} onReachEnd={paged.onReachEnd} … />
 */
export function usePagedList<T>(shown: readonly T[]): PagedList<T> {
  const [paging, setPaging] = useState({ list: shown, pages: 1 });
  const pages = paging.list === shown ? paging.pages : 1;
  const last = pageOf(shown, pages - 1);
  const count = (pages - 1) * PAGE_SIZE + last.items.length;
  // the same array until the list or its count changes: a new one is a changed list to the grid
  const items = useMemo(() => shown.slice(0, count), [shown, count]);
  return {
    items,
    hasMore: !last.isLastPage,
    onReachEnd: () => setPaging({ list: shown, pages: pages + 1 }),
  };
}
