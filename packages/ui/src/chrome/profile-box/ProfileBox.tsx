import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { Money } from '../../components/money/Money.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { ChevronDownIcon, CrownIcon } from '../icons/icons.tsx';

/** The player's balances (§3); null where the backend sent none, shown as a dash. */
export interface ProfileBalances {
  readonly balance: number | null;
  readonly withdrawable: number | null;
  readonly playthrough: number | null;
  readonly bonus: number | null;
  readonly comppoints: number | null;
}

/** Casino pages the profile box links to; the spec's fixed addresses by default (§2 external pages). */
export interface ProfileLinks {
  readonly deposit?: string;
  readonly cashOut?: string;
  readonly dashboard?: string;
}

export const PROFILE_DEFAULT_LINKS = {
  deposit: '/cashier/',
  cashOut: '/cashier/withdrawals',
  dashboard: '/dashboard/',
} as const satisfies Required<ProfileLinks>;

export type ProfileBoxProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Root>,
  'children' | 'modal'
> & {
  firstName: string;
  lastName?: string;
  /** class_display_name, e.g. 'Gold'. */
  vipName?: string | null;
  /** class_vip_level, e.g. '3'; shown when there is no display name. */
  vipLevel?: string | null;
  balances: ProfileBalances;
  /** ISO 4217 code of the player's currency. */
  currency: string;
  /** Fusion casinos have no comp points (§2). */
  fusion: boolean;
  links?: ProfileLinks;
  className?: string;
};

/** The VIP level as a small gold badge: class_display_name, else "Level {level}". Nothing without either. */
export function VipBadge({
  vipName,
  vipLevel,
  className,
}: {
  vipName?: string | null;
  vipLevel?: string | null;
  className?: string;
}) {
  const { t } = useLingui();
  const text =
    vipName?.trim() ||
    (vipLevel?.trim()
      ? t({ message: `Level ${vipLevel}`, comment: 'VIP badge when only the level number is known' })
      : '');
  if (!text) return null;
  return (
    <span
      data-slot="vip-badge"
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full bg-accent px-2 text-xs font-bold whitespace-nowrap text-accent-fg [&_svg]:size-3.5',
        className,
      )}
    >
      <CrownIcon />
      <span className="sr-only">
        {t({ message: 'VIP level:', comment: 'Read before the VIP badge text' })}{' '}
      </span>
      {text}
    </span>
  );
}

function initials(firstName: string, lastName?: string): string {
  return `${firstName.trim().charAt(0)}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase() || '?';
}

/**
 * The player's box in the header: a button with name and balance that opens a panel with the VIP badge,
 * every balance and the cashier and dashboard links. A non-modal Radix dialog: focus moves in, Escape or a
 * click outside closes it, and focus returns to the button.
 */
export function ProfileBox({
  firstName,
  lastName,
  vipName,
  vipLevel,
  balances,
  currency,
  fusion,
  links,
  className,
  ...rootProps
}: ProfileBoxProps) {
  const { t, i18n } = useLingui();
  const href = { ...PROFILE_DEFAULT_LINKS, ...links };
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
  const fullName = [firstName, lastName].filter(Boolean).join(' ');

  return (
    <DialogPrimitive.Root modal={false} {...rootProps}>
      <div data-slot="profile-box" className={cn('relative h-fit', className)}>
        <DialogPrimitive.Trigger className="group inline-flex h-11 cursor-pointer items-center gap-2.5 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-left text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken">
          {/* the visible name and balance name the button; this word says what it opens */}
          <span className="sr-only">
            {t({
              message: 'Account:',
              comment: 'Read before the name and balance on the profile box button',
            })}
          </span>
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
          >
            {initials(firstName, lastName)}
          </span>
          <span className="flex min-w-0 flex-col leading-tight max-sm:sr-only">
            <span className="max-w-32 truncate text-sm font-semibold">{firstName}</span>
            <Money amount={balances.balance} currency={currency} className="text-xs text-fg-muted" />
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Content
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
            <Money
              amount={balances.balance}
              currency={currency}
              className="font-display text-2xl font-bold"
            />
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
      </div>
    </DialogPrimitive.Root>
  );
}
