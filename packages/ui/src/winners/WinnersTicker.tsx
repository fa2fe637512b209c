/** The winners table as a vertical ticker; the motion is `useTicker`, the rows are `TickerRows`. */
import { useLingui } from '@lingui/react/macro';
import { WINNERS_TICKER_SPEED_MS } from '@lobby/domain';
import { cn } from '../lib/cn.ts';
import { TickerHead, TickerRow } from './TickerRows.tsx';
import type { WinnerRow } from './types.ts';
import { useTicker } from './useTicker.ts';

export type { WinnerRow } from './types.ts';
export { tickerSlides } from './useTicker.ts';

export interface WinnersTickerProps {
  rows: readonly WinnerRow[];
  fusion: boolean;
  currency: string;
  /** Accessible name of the table. */
  label: string;
  /** One row every this many ms (§9: 2000). 0 stops the ticker. */
  speedMs?: number;
  /** The player paused the ticker: it holds still where it is until played again. */
  paused?: boolean;
  className?: string;
}

/**
 * The winners table as a vertical ticker: a fixed number of rows is visible and the list moves up one row
 * every 2 s, round and round. It holds still while the pointer is over it or focus is inside it, while the
 * player has paused it and while it is off screen, and does not move at all when the visitor asks for reduced
 * motion (the list then scrolls by hand).
 */
export function WinnersTicker({
  rows,
  fusion,
  currency,
  label,
  speedMs = WINNERS_TICKER_SPEED_MS,
  paused = false,
  className,
}: WinnersTickerProps) {
  const { i18n } = useLingui();
  const { slides, moves, playing, index, motion, tableRef, tableHandlers, onTransitionEnd } = useTicker({
    rows,
    fusion,
    speedMs,
    paused,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const renderRow = (row: WinnerRow, copy: boolean) => (
    <TickerRow
      key={`${copy ? 'copy-' : ''}${row.key}`}
      row={row}
      copy={copy}
      fusion={fusion}
      currency={currency}
      dateFormat={dateFormat}
    />
  );

  return (
    <table
      ref={tableRef}
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
      {...tableHandlers}
    >
      <TickerHead fusion={fusion} />
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
        onTransitionEnd={onTransitionEnd}
      >
        {rows.map((row) => renderRow(row, false))}
        {moves ? rows.slice(0, slides).map((row) => renderRow(row, true)) : null}
      </tbody>
    </table>
  );
}
