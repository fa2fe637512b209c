import { useCallback, useEffect, useState } from 'react';
import { BACK_TO_TOP_DEBOUNCE_MS, BACK_TO_TOP_WINDOW_HEIGHTS, isBeyondBackToTop } from './back-to-top.ts';

export interface BackToTop {
  /** Scrolled beyond the threshold: show the button. */
  visible: boolean;
  /** Back to the top, smoothly unless the person asked for reduced motion. */
  scrollToTop: () => void;
}

/**
 * Watches the window's scroll position (debounced, §9) and says when the back-to-top button should show.
 * The listener is passive and the check runs once the scrolling pauses, so it costs nothing while scrolling.
 */
export function useBackToTop({
  windowHeights = BACK_TO_TOP_WINDOW_HEIGHTS,
  debounceMs = BACK_TO_TOP_DEBOUNCE_MS,
}: {
  windowHeights?: number;
  debounceMs?: number;
} = {}): BackToTop {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(isBeyondBackToTop(window.scrollY, window.innerHeight, windowHeights));
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    // the first look waits like any other: reading the scroll position while the page mounts would force
    // its layout there and then (a restored scroll position fires a scroll event anyway)
    timer = setTimeout(check, debounceMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [windowHeights, debounceMs]);

  const scrollToTop = useCallback(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  return { visible, scrollToTop };
}
