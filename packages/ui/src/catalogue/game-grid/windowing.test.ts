import { describe, expect, it } from 'vitest';
import { columnCount, rowWindow, sameBand, snapToRows } from './windowing.ts';

const base = { itemCount: 2000, columns: 5, rowPitch: 300, overscanRows: 2 };

describe('row window of a long grid', () => {
  it('renders the visible rows and the overscan around them, with padding for the rest', () => {
    const window = rowWindow({ ...base, viewportStart: 3000, viewportEnd: 3800 });
    expect(window).toEqual({
      totalRows: 400,
      startRow: 8,
      endRow: 15,
      startIndex: 40,
      endIndex: 75,
      paddingTop: 2400,
      paddingBottom: 385 * 300,
    });
  });

  it('keeps the full height: rendered rows plus both paddings make every row', () => {
    const window = rowWindow({ ...base, viewportStart: 51_234, viewportEnd: 52_034 });
    const renderedRows = window.endRow - window.startRow;
    expect(window.paddingTop + renderedRows * 300 + window.paddingBottom).toBe(400 * 300);
  });

  it('starts at the first row when the grid is still below the viewport', () => {
    const window = rowWindow({ ...base, viewportStart: -500, viewportEnd: 300 });
    expect(window.startRow).toBe(0);
    expect(window.endRow).toBe(3);
    expect(window.paddingTop).toBe(0);
  });

  it('stops at the last row, which may be short', () => {
    const window = rowWindow({ ...base, itemCount: 23, viewportStart: 900, viewportEnd: 2000 });
    expect(window.totalRows).toBe(5);
    expect(window.endRow).toBe(5);
    expect(window.endIndex).toBe(23);
    expect(window.paddingBottom).toBe(0);
  });

  it('renders nothing for an empty list and survives a zero row height or column count', () => {
    expect(rowWindow({ ...base, itemCount: 0, viewportStart: 0, viewportEnd: 800 }).endIndex).toBe(0);
    const degenerate = rowWindow({ ...base, columns: 0, rowPitch: 0, viewportStart: 0, viewportEnd: 10 });
    expect(degenerate.startIndex).toBe(0);
    expect(degenerate.endIndex).toBeGreaterThan(0);
  });

  it('renders at least one row for a viewport narrower than a row', () => {
    const window = rowWindow({ ...base, overscanRows: 0, viewportStart: 600, viewportEnd: 600 });
    expect(window.endRow - window.startRow).toBe(1);
  });

  it('holds far fewer items than the list for a phone-sized viewport anywhere in 2,000 games', () => {
    for (const start of [0, 30_000, 119_000]) {
      const window = rowWindow({ ...base, columns: 2, viewportStart: start, viewportEnd: start + 812 });
      expect(window.endIndex - window.startIndex).toBeLessThanOrEqual(16);
    }
  });
});

describe('a band snapped to whole rows', () => {
  it('gives the same window as the band it comes from, for any scroll position and pitch', () => {
    for (const rowPitch of [300, 312.7, 1 / 3, 297.35]) {
      for (let start = -400; start < 4000; start += 37.3) {
        const band = { columns: 5, rowPitch, viewportStart: start, viewportEnd: start + 800 };
        const input = { itemCount: 2000, overscanRows: 2 };
        expect(rowWindow({ ...input, ...snapToRows(band) })).toEqual(rowWindow({ ...input, ...band }));
      }
    }
  });

  it('stays the same while no row comes into view or leaves it, and changes when one does', () => {
    const band = { columns: 5, rowPitch: 300, viewportStart: 3010, viewportEnd: 3810 };
    expect(sameBand(snapToRows(band), snapToRows({ ...band, viewportStart: 3050, viewportEnd: 3850 }))).toBe(
      true,
    );
    expect(sameBand(snapToRows(band), snapToRows({ ...band, viewportStart: 3300, viewportEnd: 4100 }))).toBe(
      false,
    );
    expect(sameBand(snapToRows(band), snapToRows({ ...band, columns: 4 }))).toBe(false);
  });
});

describe('column count of a computed grid template', () => {
  it('counts the tracks', () => {
    expect(columnCount('171.5px 171.5px')).toBe(2);
    expect(columnCount('100px 100px 100px 100px 100px 100px 100px')).toBe(7);
  });

  it('ignores line names and treats none or nothing as one column', () => {
    expect(columnCount('[a] 100px [b] 100px [c]')).toBe(2);
    expect(columnCount('none')).toBe(1);
    expect(columnCount('')).toBe(1);
  });
});
