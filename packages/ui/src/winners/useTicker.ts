/** The ticker's motion: how many rows show, whether the list moves, and the step it has reached. */
import {
  WINNERS_TICKER_SLIDES,
  WINNERS_TICKER_SLIDES_AT_568,
  WINNERS_TICKER_SLIDES_AT_568_FUSION,
  WINNERS_TICKER_SLIDES_FUSION,
} from '@lobby/domain';
import {
  type CSSProperties,
  type FocusEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { WinnerRow } from './types.ts';

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';
/** The ticker's breakpoint (§9): below 568 px the narrow setting applies, as the slider's breakpoints did. */
const NARROW = '(max-width: 567.98px)';

/** Height of one ticker row in rem; the viewport is this times the number of slides. */
export const ROW_REM = 3;

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia(query).matches,
    () => false,
  );
}

/**
 * How many rows the ticker shows at once (§9): 4 (5 in fusion) on wider screens; below the 568 px
 * breakpoint 7 (6 in fusion). The slider's breakpoints were max-width ones, so the 568 px setting is the
 * narrow one: phones get a taller list of shorter rows.
 *
 * @example
 * tickerSlides({ fusion: true, narrow: false }); // 5
 */
export function tickerSlides({ fusion, narrow }: { fusion: boolean; narrow: boolean }): number {
  if (narrow) return fusion ? WINNERS_TICKER_SLIDES_AT_568_FUSION : WINNERS_TICKER_SLIDES_AT_568;
  return fusion ? WINNERS_TICKER_SLIDES_FUSION : WINNERS_TICKER_SLIDES;
}

/**
 * How many rows a ticker of `count` rows shows at once, and whether it moves at all: not under reduced
 * motion, not at speed 0, and not when every row is already on show.
 */
export function useTickerMotion({
  count,
  fusion,
  speedMs,
}: {
  count: number;
  fusion: boolean;
  speedMs: number;
}) {
  const reduced = useMedia(REDUCE_MOTION);
  const narrow = useMedia(NARROW);
  const slides = tickerSlides({ fusion, narrow });
  return { slides, moves: !reduced && speedMs > 0 && count > slides };
}

/**
 * Whether the element is on screen, watched while `watching`: true until the browser says otherwise (and
 * where it cannot tell), so nothing waits for the answer to start.
 */
function useOnScreen(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching]);
  return onScreen;
}

/**
 * Moves the list up one row every `speedMs`, round and round; holds still while hovered or focused, while
 * `paused` (the player's pause button) and never moves under reduced motion. Off screen it also holds still
 * (a move nobody sees is a second of the browser's work), and goes on from there when scrolled back into
 * view. Returns the table's ref and handlers and the moving list body's style.
 */
export function useTicker({
  rows,
  fusion,
  speedMs,
  paused,
}: {
  rows: readonly WinnerRow[];
  fusion: boolean;
  speedMs: number;
  paused: boolean;
}) {
  const { slides, moves } = useTickerMotion({ count: rows.length, fusion, speedMs });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [step, setStep] = useState({ index: 0, animate: true });
  const playing = moves && !paused && !hovered && !focused;
  const count = rows.length;
  const tableRef = useRef<HTMLTableElement | null>(null);
  // watched for as long as the list can move at all: a hover or a pause does not start a new observer
  const onScreen = useOnScreen(tableRef, moves);

  useEffect(() => {
    if (!playing || !onScreen) return;
    const timer = setInterval(() => {
      // the end of the loop normally snaps back on transitionend; this covers a transition that never ran
      setStep((current) =>
        current.index >= count ? { index: 0, animate: false } : { index: current.index + 1, animate: true },
      );
    }, speedMs);
    return () => clearInterval(timer);
  }, [playing, onScreen, speedMs, count]);

  // a new list (other tab, new data) starts from the top, in the same render that shows it
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setStep({ index: 0, animate: false });
  }

  // The rows move up together: the list body is the one element that moves (one layer for the browser to
  // composite, where a transform per row made one each), under the header and inside the table, which clips.
  // A copy of the first rows follows the list, so the loop has no gap.
  const index = moves ? step.index : 0;
  const motion: CSSProperties = {
    height: `${Math.min(slides, Math.max(rows.length, 1)) * ROW_REM}rem`,
    transform: `translateY(-${index * ROW_REM}rem)`,
    transition: moves && step.animate ? `transform ${Math.min(speedMs, 1000)}ms ease-in-out` : 'none',
  };
  const tableHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLTableElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const onTransitionEnd = (event: { target: EventTarget; currentTarget: EventTarget }) => {
    if (event.target === event.currentTarget && step.index >= rows.length)
      setStep({ index: 0, animate: false });
  };
  return { slides, moves, playing, index, motion, tableRef, tableHandlers, onTransitionEnd };
}
