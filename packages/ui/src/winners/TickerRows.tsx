/** The winners table's header row and its body rows (one win each). */
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/domain';
import type { CSSProperties } from 'react';
import { cn } from '../lib/cn.ts';
import type { WinnerRow } from './types.ts';
import { ROW_REM } from './useTicker.ts';

/** The grid columns of header and rows; phones get three, the provider under the game and the time under the player. */
export function tickerColumns(fusion: boolean): string {
  return fusion
    ? 'grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]'
    : 'grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1fr)]';
}

const cell = 'truncate px-2 py-1 text-left';
const head = 'truncate px-2 py-2 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';
const rowStyle: CSSProperties = { height: `${ROW_REM}rem` };

export function TickerHead({ fusion }: { fusion: boolean }) {
  const { t } = useLingui();
  return (
    // above the list, which slides up under it
    <thead className="relative z-[1] block bg-surface">
      <tr className={cn('grid border-b border-border-strong', tickerColumns(fusion))}>
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
  );
}

/** One win; `copy` marks the repeated first rows that close the loop (hidden from assistive technology). */
export function TickerRow({
  row,
  copy,
  fusion,
  currency,
  dateFormat,
}: {
  row: WinnerRow;
  copy: boolean;
  fusion: boolean;
  currency: string;
  dateFormat: Intl.DateTimeFormat;
}) {
  const { i18n } = useLingui();
  const time = row.at === null ? '—' : dateFormat.format(row.at);
  return (
    <tr
      aria-hidden={copy || undefined}
      data-slot="winner-row"
      className={cn('grid items-center border-b border-border text-sm', tickerColumns(fusion))}
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
        <span className="block truncate text-xs text-fg-muted tabular-nums sm:hidden">{time}</span>
      </td>
      <td className={cn(cell, 'text-fg-muted tabular-nums max-sm:hidden')}>{time}</td>
      <td className={cn(cell, 'text-right font-bold text-fg-success')}>
        {formatMoney(row.amount, currency, i18n.locale)}
      </td>
    </tr>
  );
}
