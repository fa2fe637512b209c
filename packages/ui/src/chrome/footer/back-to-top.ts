/** §9: the back-to-top button shows once the page is scrolled beyond two window heights. */
export const BACK_TO_TOP_WINDOW_HEIGHTS = 2;
/** §9: the scroll listener is debounced by 200 ms. */
export const BACK_TO_TOP_DEBOUNCE_MS = 200;

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
