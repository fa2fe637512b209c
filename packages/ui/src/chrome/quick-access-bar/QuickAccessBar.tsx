import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useEffect, useId } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { InboxIcon } from '../../components/icon/icons.tsx';
import { Money } from '../../components/money/Money.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';

/** The inbox badge stops counting here; the accessible name keeps the real number. */
export const UNREAD_BADGE_MAX = 99;

/**
 * The badge text for an unread count: nothing for none, the number up to 99, then "99+".
 *
 * @example
 * unreadBadgeText(120); // '99+'
 */
export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(unread));
}

export type QuickAccessBarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The real balance; null shows a dash. */
  balance: number | null;
  currency: string;
  onDeposit: () => void;
  /** total_unread. */
  unread: number;
  /** The inbox route (§2). */
  inboxHref?: string;
  /**
   * The cashier tooltip (§4), a notice under Deposit that describes it. The app decides when it opens (3 s
   * after load…) and closes (after 10 s); Escape or a press on Deposit asks to close it.
   */
  cashierTooltipOpen?: boolean;
  onCashierTooltipOpenChange?: (open: boolean) => void;
  /** Extra controls at the start of the bar, e.g. the `NavToggle`. */
  start?: React.ReactNode;
};

/**
 * Desktop only (1200 px and wider): balance, Deposit with the cashier tooltip, and the inbox with its count.
 * Implements the quick-access bar of §2 Page chrome.
 */
export function QuickAccessBar({
  className,
  balance,
  currency,
  onDeposit,
  unread,
  inboxHref = '/dashboard/messagecenter',
  cashierTooltipOpen = false,
  onCashierTooltipOpenChange,
  start,
  ...props
}: QuickAccessBarProps) {
  const { t } = useLingui();
  const tooltipId = useId();
  // the notice is the app's to open; Escape (like for any tooltip) and a press on Deposit put it away
  useEffect(() => {
    if (!cashierTooltipOpen || !onCashierTooltipOpenChange) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCashierTooltipOpenChange(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [cashierTooltipOpen, onCashierTooltipOpenChange]);
  const badge = unreadBadgeText(unread);
  const count = Math.max(0, Math.floor(unread));
  const inboxName = t({
    message: plural(count, {
      0: 'Inbox, no unread messages',
      one: 'Inbox, # unread message',
      other: 'Inbox, # unread messages',
    }),
    comment: 'Accessible name of the inbox link with its unread count',
  });
  return (
    <nav
      data-slot="quick-access-bar"
      aria-label={t({
        message: 'Quick access',
        comment: 'Name of the desktop bar with balance, deposit and inbox',
      })}
      className={cn('hidden items-center gap-2 xl:flex', className)}
      {...props}
    >
      {start}
      <div className="flex h-10 items-center gap-2 rounded-md bg-surface-sunken pr-1 pl-3">
        <div className="flex flex-col leading-none">
          <span className="text-[0.6875rem] font-semibold tracking-wide text-fg-muted uppercase">
            {t({ message: 'Balance', comment: 'Label above the real balance in the quick-access bar' })}
          </span>
          <Money amount={balance} currency={currency} className="mt-0.5 text-sm font-bold" />
        </div>
        <div className="relative">
          <Button
            size="sm"
            variant="accent"
            aria-describedby={cashierTooltipOpen ? tooltipId : undefined}
            onClick={() => {
              onDeposit();
              if (cashierTooltipOpen) onCashierTooltipOpenChange?.(false);
            }}
          >
            {t({
              message: 'Deposit',
              comment: 'Button that opens the deposit (quick deposit or cashier)',
            })}
          </Button>
          {cashierTooltipOpen ? (
            <div
              id={tooltipId}
              role="tooltip"
              data-slot="cashier-tooltip"
              className="absolute top-full left-1/2 z-50 mt-2 w-max max-w-60 -translate-x-1/2 rounded-md bg-primary px-3 py-2 text-sm font-semibold text-primary-fg shadow-pop"
            >
              {t({
                message: 'Running low? Top up here and keep playing.',
                comment: 'Cashier tooltip shown under the Deposit button when the balance is low',
              })}
              <svg
                aria-hidden="true"
                width={12}
                height={6}
                viewBox="0 0 30 10"
                preserveAspectRatio="none"
                className="absolute bottom-full left-1/2 -translate-x-1/2 rotate-180 fill-primary"
              >
                <polygon points="0,0 30,0 15,10" />
              </svg>
            </div>
          ) : null}
        </div>
      </div>
      <AppLink
        href={inboxHref}
        title={inboxName}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5"
      >
        <InboxIcon />
        {/* the full count is read; the badge (which stops at 99+) is only for the eyes */}
        <span className="sr-only">{inboxName}</span>
        {badge ? (
          <span
            aria-hidden="true"
            data-slot="unread-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-danger-fg tabular-nums ring-2 ring-surface"
          >
            {badge}
          </span>
        ) : null}
      </AppLink>
    </nav>
  );
}
