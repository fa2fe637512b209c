import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../components/icon/icons.tsx';
import { Money } from '../../components/money/Money.tsx';
import { cn } from '../../lib/cn.ts';
import { LazyOverlay, lazyWithPreload, useLazyDialog } from '../lazy.tsx';
import { PlayerInitials } from './PlayerInitials.tsx';
import { PROFILE_DEFAULT_LINKS, type ProfileBalances, type ProfileLinks } from './profile.ts';

export { VipBadge } from './VipBadge.tsx';

const panel = lazyWithPreload(() => import('./ProfilePanel.tsx'));

export type ProfileBoxProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
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

/**
 * The player's box in the header: a button with name and balance that opens a panel with the VIP badge,
 * every balance and the cashier and dashboard links. The button is here at first paint; the panel (a
 * non-modal Radix dialog) is loaded on the first open, or earlier when the pointer or focus reaches the
 * button. Focus moves in when it opens, Escape or a click outside closes it, and focus returns to the button.
 * Implements the profile box of §2 Page chrome (null balances as dashes).
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
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ProfileBoxProps) {
  const { t } = useLingui();
  const trigger = useLazyDialog({ open: openProp, defaultOpen, onOpenChange, preload: panel.preload });
  const fullName = [firstName, lastName].filter(Boolean).join(' ');

  return (
    <div data-slot="profile-box" className={cn('relative h-fit', className)}>
      <button
        {...trigger.props}
        className="group inline-flex h-11 cursor-pointer items-center gap-2.5 rounded-full border border-border bg-surface py-1 pr-3 pl-1 text-left text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken"
      >
        {/* the visible name and balance name the button; this word says what it opens */}
        <span className="sr-only">
          {t({
            message: 'Account:',
            comment: 'Read before the name and balance on the profile box button',
          })}
        </span>
        <PlayerInitials firstName={firstName} lastName={lastName} />
        <span className="flex min-w-0 flex-col leading-tight max-sm:sr-only">
          <span className="max-w-32 truncate text-sm font-semibold">{firstName}</span>
          <Money amount={balances.balance} currency={currency} className="text-xs text-fg-muted" />
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </button>
      <LazyOverlay {...trigger.overlay}>
        <panel.Component
          {...trigger.dialog}
          fullName={fullName}
          vipName={vipName}
          vipLevel={vipLevel}
          balances={balances}
          currency={currency}
          fusion={fusion}
          href={{ ...PROFILE_DEFAULT_LINKS, ...links }}
        />
      </LazyOverlay>
    </div>
  );
}
