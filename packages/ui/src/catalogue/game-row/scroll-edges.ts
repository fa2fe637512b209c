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

/**
 * How far a row scrolls to show a tile the keyboard has reached: nothing while the whole tile is in view,
 * else as far as brings its start to the row's start, which is where the row snaps tiles. (The browser's
 * own scroll to a focused element would stop with the tile at the far edge, where no tile snaps, and the
 * snap then pulls the tile back out of view.)
 *
 * @example
 * revealDistance({ left: 0, right: 390 }, { left: 328, right: 472 }); // 328
 * revealDistance({ left: 0, right: 390 }, { left: 172, right: 316 }); // 0
 */
export function revealDistance(
  track: { readonly left: number; readonly right: number },
  tile: { readonly left: number; readonly right: number },
): number {
  const inView = tile.left >= track.left - 1 && tile.right <= track.right + 1;
  return inView ? 0 : tile.left - track.left;
}
