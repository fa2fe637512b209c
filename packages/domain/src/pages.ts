import { PAGE_SIZE } from './constants.ts';

/** The pages of 50 that a game list's infinite scroll loads (§9). */

/** One page of a paged list. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly pageIndex: number;
  /** True when this page has fewer than a full page of items: loading stops here (§9). */
  readonly isLastPage: boolean;
}

/**
 * Page `pageIndex` (from 0) of a list, 50 to a page. A page holding fewer than 50 items is the last, so a
 * list of exactly 50 ends with an empty page — the rule the infinite scroll follows (§9).
 *
 * @example
 * pageOf(games, 0).isLastPage; // false when there are 50 or more games
 */
export function pageOf<T>(items: readonly T[], pageIndex: number, size: number = PAGE_SIZE): Page<T> {
  const index = Math.max(0, Math.floor(pageIndex));
  const pageItems = items.slice(index * size, index * size + size);
  return { items: pageItems, pageIndex: index, isLastPage: pageItems.length < size };
}
