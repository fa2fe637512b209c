import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type Band, columnCount, type RowWindow, rowWindow, sameBand, snapToRows } from './windowing.ts';

export interface WindowedRowsOptions {
  readonly itemCount: number;
  /** Off: every item renders (short lists). */
  readonly enabled: boolean;
  /**
   * Whether the list is on the page to be measured, windowed or not (on by default when windowed): the rows
   * in view are known for the next change of a short list too.
   */
  readonly measured?: boolean;
  readonly overscanRows?: number;
  /** A guess used until the first row is measured. */
  readonly estimatedRowPitch?: number;
}

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
export function scrollParentOf(element: Element): HTMLElement | null {
  let node = element.parentElement;
  while (node && node !== document.body && node !== document.documentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
    node = node.parentElement;
  }
  return null;
}

/**
 * `scrollParentOf`, looked up once for the component's life: reading the ancestors' computed styles each
 * time its list changes would make the browser restyle the page in the middle of the tap that changed it.
 */
export function useScrollParent(): (element: Element) => HTMLElement | null {
  const found = useRef<{ element: HTMLElement | null } | null>(null);
  return useCallback((element: Element) => {
    found.current ??= { element: scrollParentOf(element) };
    return found.current.element;
  }, []);
}

/** The shares of the list in view at which a move of it is noticed: every 2 %, and none at all. */
const SHOWN_STEPS = Array.from({ length: 51 }, (_, step) => step / 50);

const ALL = (itemCount: number): RowWindow => ({
  totalRows: itemCount,
  startRow: 0,
  endRow: itemCount,
  startIndex: 0,
  endIndex: itemCount,
  paddingTop: 0,
  paddingBottom: 0,
});

/**
 * Renders only the rows of a CSS grid near the viewport. The grid keeps its columns in CSS (container
 * queries); the hook reads the column count and measures a row, listens to the scroll of the nearest
 * scrolling ancestor (or the page), and returns the item range and the padding for the rows left out.
 * The range is derived in render from the last measurement and the item count: a change of the list reads
 * nothing from the page in the middle of the tap that changed it.
 *
 * @example
 * const { listRef, window } = useWindowedRows({ itemCount: games.length, enabled: games.length > 60 });
 * // <ul ref={listRef} style={{ paddingTop: window.paddingTop, paddingBottom: window.paddingBottom }}>
 * //   {games.slice(window.startIndex, window.endIndex).map(…)}
 */
export function useWindowedRows({
  itemCount,
  enabled,
  measured = enabled,
  overscanRows = 3,
  estimatedRowPitch = 320,
}: WindowedRowsOptions): {
  listRef: RefObject<HTMLUListElement | null>;
  /** The rows to draw: all of them, or those near the viewport when windowed. */
  window: RowWindow;
  /** Only the rows the viewport shows, with no overscan: what a list that just changed draws first. */
  inView: RowWindow;
} {
  const listRef = useRef<HTMLUListElement | null>(null);
  const scrollParent = useScrollParent();
  // where the list stands on screen, with the visible band snapped to whole rows: it changes, and the list
  // draws again, only when a row comes into view or leaves it (a scroll, a resize, the list's own size)
  const [rows, setRows] = useState<Band | null>(null);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const style = getComputedStyle(list);
    const columns = columnCount(style.gridTemplateColumns);
    const rowGap = Number.parseFloat(style.rowGap) || 0;
    const firstItem = list.firstElementChild;
    const measured = firstItem instanceof HTMLElement ? firstItem.getBoundingClientRect().height : 0;
    const rowPitch = measured > 0 ? measured + rowGap : estimatedRowPitch;
    const parent = scrollParent(list);
    const view = parent ? parent.getBoundingClientRect() : { top: 0, bottom: globalThis.innerHeight };
    const top = list.getBoundingClientRect().top;
    const snapped = snapToRows({
      columns,
      rowPitch,
      viewportStart: view.top - top,
      viewportEnd: view.bottom - top,
    });
    setRows((current) => (current && sameBand(current, snapped) ? current : snapped));
  }, [estimatedRowPitch, scrollParent]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !measured) return;
    measure();
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    const parent = scrollParent(list);
    const target: HTMLElement | Window = parent ?? globalThis.window;
    target.addEventListener('scroll', schedule, { passive: true });
    globalThis.addEventListener('resize', schedule);
    // the list changes size (more or fewer items, a sidebar, a dialog) without the window resizing
    const resize = new ResizeObserver(schedule);
    resize.observe(list);
    // the list moves without a scroll (a filter panel opening above it): how much of it shows changes
    const shown = new IntersectionObserver(schedule, { root: parent, threshold: SHOWN_STEPS });
    shown.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', schedule);
      globalThis.removeEventListener('resize', schedule);
      resize.disconnect();
      shown.disconnect();
    };
  }, [measured, measure, scrollParent]);

  const band = rows ?? firstGuess();
  const window = !enabled
    ? ALL(itemCount)
    : rowWindow({ itemCount, ...band, overscanRows: rows ? overscanRows : 1 });
  const inView = rowWindow({ itemCount, ...band, overscanRows: 0 });
  return { listRef, window, inView };
}

/**
 * Before anything is measured: no fewer tiles than the window could show (columns at least 140 px wide,
 * rows at least 200 px high) and one row more. A phone's first render thus draws a screenful, not the
 * seven columns of a wide desktop; the measurement before the first paint sets the real window.
 */
function firstGuess(): Band {
  const width = globalThis.innerWidth > 0 ? globalThis.innerWidth : 1680;
  const height = globalThis.innerHeight > 0 ? globalThis.innerHeight : 1200;
  return {
    columns: Math.min(7, Math.ceil(width / 140)),
    rowPitch: 200,
    viewportStart: 0,
    viewportEnd: height,
  };
}
