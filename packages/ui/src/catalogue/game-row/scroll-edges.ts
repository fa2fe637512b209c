/** Which ends of a horizontal scroller are reached, with a pixel of slack for fractional scroll positions. */
export function scrollEdges(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): {
  readonly atStart: boolean;
  readonly atEnd: boolean;
} {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/**
 * How far one press of prev/next scrolls: a viewport less one tile's width, so the tile at the edge stays
 * in view as a landmark.
 *
 * @example
 * pageDistance(900, 180); // 720
 */
export function pageDistance(clientWidth: number, tileWidth: number): number {
  return Math.max(tileWidth, clientWidth - tileWidth);
}
