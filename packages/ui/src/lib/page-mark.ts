import { useLayoutEffect } from 'react';

/**
 * What is on the page that the page's own scrolling has to make room for: the lobby's chrome (sticky bars), the
 * announcement banner, Back to top and the demo casino's settings button. Each marks the root element
 * (`<html data-page="chrome sticky-banner">`) while it is mounted, and the kit's stylesheet keys the scroll
 * padding and the room at the end of the page on those marks.
 *
 * A mark on the root, rather than a `html:has(…)` selector, because a `:has()` on the root is checked again on
 * every insertion anywhere in the page: with a few hundred game tiles arriving in rows, that re-styling cost the
 * phone more main-thread time than the rows themselves.
 */
export type PageMark = 'chrome' | 'sticky-banner' | 'back-to-top' | 'demo-panel';

const counts = new Map<PageMark, number>();

function write() {
  const marks = [...counts].filter(([, n]) => n > 0).map(([mark]) => mark);
  if (marks.length) document.documentElement.dataset.page = marks.join(' ');
  else delete document.documentElement.dataset.page;
}

/**
 * Something that arrived over the page's edge may now stand over the control a keyboard user is on (WCAG
 * 2.4.11): the page scrolls that control back into the room left, as the browser does for a control newly
 * focused. Only a control on screen and focused from the keyboard: the page never jumps to one scrolled away
 * from, or to a button just pressed with the pointer.
 */
function keepFocusInSight() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || !focused.matches(':focus-visible'))
    return;
  const box = focused.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return;
  focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Marks the root with `mark` while the calling component is mounted (and `on`), before the browser paints. */
export function usePageMark(mark: PageMark, on = true) {
  useLayoutEffect(() => {
    if (!on) return;
    counts.set(mark, (counts.get(mark) ?? 0) + 1);
    write();
    keepFocusInSight();
    return () => {
      counts.set(mark, (counts.get(mark) ?? 1) - 1);
      write();
    };
  }, [mark, on]);
}
