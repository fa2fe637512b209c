/**
 * Pure arithmetic of a windowed grid: which rows to render for a viewport, and the padding that stands in
 * for the rows left out, so the list keeps its full height and the scrollbar stays true.
 */

export interface RowWindowInput {
  readonly itemCount: number;
  readonly columns: number;
  /** Height of one row plus the gap below it, in px. */
  readonly rowPitch: number;
  /** The visible band, in px from the top of the grid (may be negative when the grid starts lower). */
  readonly viewportStart: number;
  readonly viewportEnd: number;
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

/** Whether two windows render the same thing, so a scroll that changes nothing does not re-render. */
export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return (
    a.startRow === b.startRow &&
    a.endRow === b.endRow &&
    a.totalRows === b.totalRows &&
    a.paddingTop === b.paddingTop &&
    a.paddingBottom === b.paddingBottom &&
    a.endIndex === b.endIndex
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
