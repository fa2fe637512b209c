/** What a settled search has to tell a screen-reader user: nothing yet, a count, or that nothing matched. */
export type SearchNews =
  | { readonly kind: 'found'; readonly count: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'did-you-mean'; readonly names: readonly string[] };

export interface SearchMoment {
  /** The dialog is open. */
  readonly open: boolean;
  /** The typed text is long enough to search (§5, over 2 characters). */
  readonly searchable: boolean;
  /** The typing has not rested for the debounce yet, or the catalogue is not ready. */
  readonly waiting: boolean;
  /** Games matching the settled text, before filters (null when the text is not searched). */
  readonly matches: number | null;
  /** Games shown after the filters. */
  readonly shown: number;
  /** Close names offered when nothing matched. */
  readonly suggestions: readonly string[];
}

/**
 * The news of the search at this moment, or null while there is none: while the typing has not settled
 * nothing is said, so the count is read once per settled search rather than once per keystroke.
 *
 * @example
 * searchNews({ open: true, searchable: true, waiting: false, matches: 3, shown: 3, suggestions: [] })
 * // { kind: 'found', count: 3 }
 */
export function searchNews(moment: SearchMoment): SearchNews | null {
  if (!moment.open || !moment.searchable || moment.waiting || moment.matches === null) return null;
  if (moment.matches > 0) return { kind: 'found', count: moment.shown };
  return moment.suggestions.length > 0
    ? { kind: 'did-you-mean', names: moment.suggestions }
    : { kind: 'none' };
}
