import { PAGE_SIZE, pageOf } from '@lobby/domain';
import { useDeferredValue, useMemo, useState } from 'react';

/** How many tiles a changed list draws in the frame that answers the tap: the rows a screen shows first. */
const FIRST_ROWS = 12;

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
 * page: the count belongs to the list it was made for.
 *
 * When the list changes under the player (a sort, a filter), its first rows are drawn at once, in the frame
 * that answers the tap, and the rest of the page in a deferred render right after (React's
 * `useDeferredValue`), which yields to the next tap: the answer on screen never waits for tiles below it.
 * The list a page opens with is drawn whole.
 *
 * @example
 * const paged = usePagedList(list.shown);
 * <GameGrid items={paged.items} hasMore={paged.hasMore} onReachEnd={paged.onReachEnd} … />
 */
export function usePagedList<T>(shown: readonly T[]): PagedList<T> {
  const [paging, setPaging] = useState({ list: shown, pages: 1 });
  const pages = paging.list === shown ? paging.pages : 1;
  const last = pageOf(shown, pages - 1);
  // the list drawn whole last: while it is not this one yet, only the first rows of this one are drawn
  const settled = useDeferredValue(shown);
  const count = settled === shown ? (pages - 1) * PAGE_SIZE + last.items.length : FIRST_ROWS;
  const items = useMemo(() => shown.slice(0, count), [shown, count]);
  return {
    items,
    // the footer that asks for the next page waits for this page to be drawn whole
    hasMore: settled === shown && !last.isLastPage,
    onReachEnd: () => setPaging({ list: shown, pages: pages + 1 }),
  };
}
