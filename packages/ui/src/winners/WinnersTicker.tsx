import { useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  WINNERS_TICKER_SLIDES,
  WINNERS_TICKER_SLIDES_AT_568,
  WINNERS_TICKER_SLIDES_AT_568_FUSION,
  WINNERS_TICKER_SLIDES_FUSION,
  WINNERS_TICKER_SPEED_MS,
} from '@lobby/domain';
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.ts';

export interface WinnerRow {
  /** Unique within its list (e.g. index and username). */
  readonly key: string;
  readonly game: string;
  /** The provider's display name; shown in its own column in fusion. */
  readonly provider: string;
  readonly username: string;
  /** The win's instant, or null when the server's date could not be read. */
  readonly at: number | null;
  readonly amount: number;
}

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';
/** The ticker's breakpoint (§9): below 568 px the narrow setting applies, as the slider's breakpoints did. */
const NARROW = '(max-width: 567.98px)';

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

/** Height of one ticker row in rem; the viewport is this times the number of slides. */
const ROW_REM = 3;

export interface WinnersTickerProps {
  rows: readonly WinnerRow[];
  fusion: boolean;
  currency: string;
  /** Accessible name of the table. */
  label: string;
  /** One row every this many ms (§9: 2000). 0 stops the ticker. */
  speedMs?: number;
  className?: string;
}

/**
 * The winners table as a vertical ticker: a fixed number of rows is visible and the list moves up one row
 * every 2 s, round and round. It holds still while the pointer is over it or focus is inside it, and does
 * not move at all when the visitor asks for reduced motion (the list then scrolls by hand).
 */
export function WinnersTicker({
  rows,
  fusion,
  currency,
  label,
  speedMs = WINNERS_TICKER_SPEED_MS,
  className,
}: WinnersTickerProps) {
  const { t, i18n } = useLingui();
  const reduced = useMedia(REDUCE_MOTION);
  const narrow = useMedia(NARROW);
  const slides = tickerSlides({ fusion, narrow });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [step, setStep] = useState({ index: 0, animate: true });
  const moves = !reduced && speedMs > 0 && rows.length > slides;
  const playing = moves && !hovered && !focused;
  const count = rows.length;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      // the end of the loop normally snaps back on transitionend; this covers a transition that never ran
      setStep((current) =>
        current.index >= count ? { index: 0, animate: false } : { index: current.index + 1, animate: true },
      );
    }, speedMs);
    return () => clearInterval(timer);
  }, [playing, speedMs, count]);

  // a new list (other tab, new data) starts from the top
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are the trigger
  useEffect(() => setStep({ index: 0, animate: false }), [rows]);

  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  // phones: three columns, the provider under the game and the time under the player
  const columns = fusion
    ? 'grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]'
    : 'grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1fr)]';
  const time = (row: WinnerRow) => (row.at === null ? '—' : dateFormat.format(row.at));
  const cell = 'truncate px-2 py-1 text-left';
  // The rows move up together: the list body is the one element that moves (one layer for the browser to
  // composite, where a transform per row made one each), under the header and inside the table, which clips.
  // A copy of the first rows follows the list, so the loop has no gap.
  const index = moves ? step.index : 0;
  const motion: CSSProperties = {
    height: `${Math.min(slides, Math.max(rows.length, 1)) * ROW_REM}rem`,
    transform: `translateY(-${index * ROW_REM}rem)`,
    transition: moves && step.animate ? `transform ${Math.min(speedMs, 1000)}ms ease-in-out` : 'none',
  };
  const rowStyle: CSSProperties = { height: `${ROW_REM}rem` };
  const renderRow = (row: WinnerRow, copy: boolean) => (
    <tr
      key={`${copy ? 'copy-' : ''}${row.key}`}
      aria-hidden={copy || undefined}
      data-slot="winner-row"
      className={cn('grid items-center border-b border-border text-sm', columns)}
      style={rowStyle}
    >
      <td className={cn(cell, 'font-semibold text-fg')}>
        <span className="block truncate">{row.game}</span>
        {fusion ? (
          <span className="block truncate text-xs font-normal text-fg-muted sm:hidden">{row.provider}</span>
        ) : null}
      </td>
      {fusion ? <td className={cn(cell, 'text-fg-muted max-sm:hidden')}>{row.provider}</td> : null}
      <td className={cell}>
        <span className="block truncate">{row.username}</span>
        <span className="block truncate text-xs text-fg-muted tabular-nums sm:hidden">{time(row)}</span>
      </td>
      <td className={cn(cell, 'text-fg-muted tabular-nums max-sm:hidden')}>{time(row)}</td>
      <td className={cn(cell, 'text-right font-bold text-fg-success')}>
        {formatMoney(row.amount, currency, i18n.locale)}
      </td>
    </tr>
  );

  const head = 'truncate px-2 py-2 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

  return (
    <table
      aria-label={label}
      data-slot="winners-ticker"
      data-playing={playing}
      data-moves={moves}
      data-slides={slides}
      data-index={index}
      className={cn(
        'relative block w-full min-w-0 border-collapse overflow-hidden',
        // The list moves, so its keyboard focus is drawn by the table, which stays put: a frame over the
        // rows' window (below the header, which is 2rem of text and padding and a 1px rule), above the rows.
        'after:pointer-events-none after:absolute after:inset-x-0 after:top-[calc(2rem+1px)] after:bottom-0 after:z-[2] after:rounded-sm',
        'has-[[data-slot=winners-viewport]:focus-visible]:after:outline-2 has-[[data-slot=winners-viewport]:focus-visible]:after:-outline-offset-2 has-[[data-slot=winners-viewport]:focus-visible]:after:outline-focus',
        className,
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* above the list, which slides up under it */}
      <thead className="relative z-[1] block bg-surface">
        <tr className={cn('grid border-b border-border-strong', columns)}>
          <th scope="col" className={head}>
            {t({ message: 'Game', comment: 'Winners table column' })}
          </th>
          {fusion ? (
            <th scope="col" className={cn(head, 'max-sm:hidden')}>
              {t({ message: 'Provider', comment: 'Winners table column' })}
            </th>
          ) : null}
          <th scope="col" className={head}>
            {t({ message: 'Username', comment: 'Winners table column' })}
          </th>
          <th scope="col" className={cn(head, 'max-sm:hidden')}>
            {t({ message: 'Time', comment: 'Winners table column' })}
          </th>
          <th scope="col" className={cn(head, 'text-right')}>
            {t({ message: 'Payout', comment: 'Winners table column' })}
          </th>
        </tr>
      </thead>
      {/* the table clips the moving list, so its rows never widen or lengthen the page */}
      <tbody
        data-slot="winners-viewport"
        // focus holds the ticker still, and with no motion the list scrolls by hand: reachable by keyboard
        tabIndex={rows.length > slides ? 0 : undefined}
        className={cn(
          'relative block focus-visible:outline-none',
          moves ? 'overflow-visible' : rows.length > slides ? 'overflow-y-auto' : 'overflow-hidden',
        )}
        style={motion}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && step.index >= rows.length)
            setStep({ index: 0, animate: false });
        }}
      >
        {rows.map((row) => renderRow(row, false))}
        {moves ? rows.slice(0, slides).map((row) => renderRow(row, true)) : null}
      </tbody>
    </table>
  );
}
