import { type RefCallback, startTransition, useCallback, useState } from 'react';
import { pageStartWatched } from './first-content.ts';

/** How far from the window a part starts to load: one screen above or below it. */
export const NEAR_VIEW_MARGIN = '100% 0px 100% 0px';

/** The part of `IntersectionObserver` the watch uses, so a test can stand in for the browser's. */
export type NearViewObserver = new (
  report: (entries: ReadonlyArray<{ readonly isIntersecting: boolean }>) => void,
  options: { rootMargin: string },
) => { observe(target: Element): void; disconnect(): void };

/**
 * Calls `onNear` once, when `target` comes within a screen of the window (at once when it already is), and
 * gives back the way to stop watching.
 */
export function watchNearView(target: Element, onNear: () => void, Observer: NearViewObserver): () => void {
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/**
 * Whether a part far down the page may load yet: once the element the returned ref is put on (its
 * placeholder) has come within a screen of the window, it stays true. A player who never scrolls down never
 * pays for the part's code and calls; one who does finds it in place before it comes into view. The change
 * renders as a transition, so a scroll never waits for it. Outside the lobby's own page start (Storybook,
 * tests) and in a browser without `IntersectionObserver`, every part is near from the beginning.
 */
export function useNearView(): readonly [RefCallback<Element>, boolean] {
  const [near, setNear] = useState(() => !pageStartWatched() || typeof IntersectionObserver !== 'function');
  const ref = useCallback(
    (target: Element | null) => {
      if (!target || near) return;
      return watchNearView(target, () => startTransition(() => setNear(true)), IntersectionObserver);
    },
    [near],
  );
  return [ref, near] as const;
}
