import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes.
 *
 * @example
 * const desktop = useMediaQuery('(min-width: 75rem)');
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's desktop breakpoint (xl, 1200 px): the filter panel sits inline from here, a drawer below. */
export const DESKTOP_QUERY = '(min-width: 75rem)';
