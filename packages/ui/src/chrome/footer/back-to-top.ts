import { BACK_TO_TOP_DEBOUNCE_MS, BACK_TO_TOP_WINDOW_HEIGHTS } from '@lobby/domain';

// §9: the button shows once the page is scrolled beyond two window heights; the scroll listener is debounced
export { BACK_TO_TOP_DEBOUNCE_MS, BACK_TO_TOP_WINDOW_HEIGHTS };

/**
 * Whether the back-to-top button should show: scrolled strictly beyond `windowHeights` window heights.
 *
 * @example
 * isBeyondBackToTop(1601, 800); // true
 * isBeyondBackToTop(1600, 800); // false: exactly two heights is not beyond
 */
export function isBeyondBackToTop(
  scrollY: number,
  windowHeight: number,
  windowHeights = BACK_TO_TOP_WINDOW_HEIGHTS,
): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(windowHeight) || windowHeight <= 0) return false;
  return scrollY > windowHeight * windowHeights;
}
