/**
 * Pure arithmetic of a windowed grid: which rows to render for a viewport, and the padding that stands in
 * for the rows left out, so the list keeps its full height and the scrollbar stays true.
 */

/** A grid's geometry and the part of it on screen. */
export interface Band {
  readonly columns: number;
  /** Height of one row plus the gap below it, in px. */
  readonly rowPitch: number;
  /** The visible band, in px from the top of the grid (may be negative when the grid starts lower). */
  readonly viewportStart: number;
  readonly viewportEnd: number;
}

export interface RowWindowInput extends Band {
  readonly itemCount: number;
  /** Rows rendered beyond each edge of the band, so fast scrolling and Tab do not meet blank space. */
  readonly overscanRows: number;
}

export interface RowWindow {
  readonly totalRows: number;
  /** First row rendered (inclusive) and last (exclusive). */
  readonly startRow: number;
  readonly endRow: number;
  /** The item range rendered: [startIndex, endIndex). */
  readonly startIndex: number;
  readonly endIndex: number;
  readonly paddingTop: number;
  readonly paddingBottom: number;
}

/**
 * The rows to render for a viewport band.
 *
 * @example
 * rowWindow({ itemCount: 2000, columns: 5, rowPitch: 300, viewportStart: 3000, viewportEnd: 3800, overscanRows: 2 });
 * // rows 8–15 (items 40–80), 2,400 px of padding above
 */
export function rowWindow(input: RowWindowInput): RowWindow {
  const columns = Math.max(1, Math.floor(input.columns));
  const itemCount = Math.max(0, Math.floor(input.itemCount));
  const totalRows = Math.ceil(itemCount / columns);
  const pitch = input.rowPitch > 0 ? input.rowPitch : 1;
  const overscan = Math.max(0, Math.floor(input.overscanRows));
  const firstVisible = Math.floor(Math.max(0, input.viewportStart) / pitch);
  const lastVisible = Math.ceil(Math.max(0, input.viewportEnd) / pitch);
  const startRow = clamp(firstVisible - overscan, 0, totalRows);
  const endRow = clamp(Math.max(lastVisible, firstVisible + 1) + overscan, startRow, totalRows);
  return {
    totalRows,
    startRow,
    endRow,
    startIndex: startRow * columns,
    endIndex: Math.min(itemCount, endRow * columns),
    paddingTop: startRow * pitch,
    paddingBottom: (totalRows - endRow) * pitch,
  };
}

/**
 * How many columns a computed `grid-template-columns` holds ('120px 120px 120px' → 3). Browsers resolve
 * `repeat()` in the computed value, so counting the tracks is enough; 'none' is one column.
 *
 * @example
 * columnCount('171.5px 171.5px'); // 2
 */
export function columnCount(template: string): number {
  const trimmed = template.trim();
  if (trimmed === '' || trimmed === 'none') return 1;
  // line names such as [full-start] are not tracks
  const tracks = trimmed
    .replace(/\[[^\]]*\]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return Math.max(1, tracks.length);
}

/**
 * A band whose visible part is moved to the middle of its first and of its last row: the rows it touches
 * are the same, so a window made from it is the same, and it changes only when a row comes into view or
 * leaves it. (Middles, not edges: a row edge divided by the pitch may land a rounding error past it.)
 *
 * @example
 * snapToRows({ columns: 5, rowPitch: 300, viewportStart: 3100, viewportEnd: 3850 }); // 3150 to 3750
 */
export function snapToRows(band: Band): Band {
  const pitch = band.rowPitch > 0 ? band.rowPitch : 1;
  const firstRow = Math.floor(Math.max(0, band.viewportStart) / pitch);
  const lastRow = Math.ceil(Math.max(0, band.viewportEnd) / pitch);
  return {
    columns: band.columns,
    rowPitch: band.rowPitch,
    viewportStart: firstRow * pitch + pitch / 2,
    viewportEnd: lastRow * pitch - pitch / 2,
  };
}

/** Whether two bands are the same. */
export function sameBand(a: Band, b: Band): boolean {
  return (
    a.columns === b.columns &&
    a.rowPitch === b.rowPitch &&
    a.viewportStart === b.viewportStart &&
    a.viewportEnd === b.viewportEnd
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
