import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { Money } from '../../components/money/Money.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { type AdoptedDialogProps, AdoptTrigger } from '../lazy.tsx';
import type { ProfileBalances, ProfileLinks } from './profile.ts';
import { VipBadge } from './VipBadge.tsx';

export interface ProfilePanelProps extends AdoptedDialogProps {
  fullName: string;
  vipName?: string | null;
  vipLevel?: string | null;
  balances: ProfileBalances;
  currency: string;
  fusion: boolean;
  href: Required<ProfileLinks>;
}

/**
 * The profile box's panel, loaded on the first open: a non-modal Radix dialog. Focus moves in when it opens,
 * Escape or a click outside closes it, and focus returns to the button.
 */
export default function ProfilePanel({
  open,
  onOpenChange,
  triggerRef,
  id,
  fullName,
  vipName,
  vipLevel,
  balances,
  currency,
  fusion,
  href,
}: ProfilePanelProps) {
  const { t, i18n } = useLingui();
  const rows: Array<{ key: string; label: string; value: React.ReactNode }> = [
    {
      key: 'withdrawable',
      label: t({ message: 'Withdrawable', comment: 'Balance that can be cashed out' }),
      value: <Money amount={balances.withdrawable} currency={currency} />,
    },
    {
      key: 'playthrough',
      label: t({ message: 'Playthrough', comment: 'Amount still to wager before a bonus can be withdrawn' }),
      value: <Money amount={balances.playthrough} currency={currency} />,
    },
    {
      key: 'bonus',
      label: t({ message: 'Bonus', comment: 'Bonus balance' }),
      value: <Money amount={balances.bonus} currency={currency} />,
    },
  ];
  if (!fusion) {
    const points = balances.comppoints;
    rows.push({
      key: 'comppoints',
      label: t({ message: 'Comp points', comment: 'Loyalty points balance' }),
      value:
        points === null || Number.isNaN(points) ? (
          <span data-missing="true">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t`Not available`}</span>
          </span>
        ) : (
          <span className="tabular-nums">{new Intl.NumberFormat(i18n.locale).format(points)}</span>
        ),
    });
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Trigger asChild>
        <AdoptTrigger target={triggerRef} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Content
        id={id}
        data-slot="profile-box-panel"
        aria-describedby={undefined}
        className="absolute top-full right-0 z-40 mt-2 flex w-80 max-w-[calc(100vw-1rem)] flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4 text-fg shadow-pop focus:outline-none"
      >
        <div className="flex items-center justify-between gap-3">
          <DialogPrimitive.Title className="m-0 min-w-0 truncate font-display text-base font-bold">
            {fullName}
          </DialogPrimitive.Title>
          <VipBadge vipName={vipName} vipLevel={vipLevel} />
        </div>
        <div className="rounded-md bg-surface-sunken p-3">
          <div className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t({ message: 'Real balance', comment: 'The main, real-money balance' })}
          </div>
          <Money amount={balances.balance} currency={currency} className="font-display text-2xl font-bold" />
        </div>
        <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="text-fg-muted">{row.label}</dt>
              <dd className="m-0 text-right font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-2 gap-2">
          <AppLink
            external
            href={href.deposit}
            className={buttonVariants({ variant: 'primary', size: 'md' })}
          >
            {t({ message: 'Deposit', comment: 'Link to the cashier deposit page' })}
          </AppLink>
          <AppLink
            external
            href={href.cashOut}
            className={buttonVariants({ variant: 'outline', size: 'md' })}
          >
            {t({ message: 'Cash Out', comment: 'Link to the withdrawals page' })}
          </AppLink>
          <AppLink
            external
            href={href.dashboard}
            className={cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'col-span-2')}
          >
            {t({ message: 'Dashboard', comment: 'Link to the player dashboard' })}
          </AppLink>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
