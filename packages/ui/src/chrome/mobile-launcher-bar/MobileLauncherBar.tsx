import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { GiftIcon, GridIcon, UserIcon, WalletIcon } from '../../components/icon/icons.tsx';
import { Money } from '../../components/money/Money.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { isCurrentPath } from '../sidebar/items.ts';

export type MobileLauncherBarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  currentPath: string;
  /** The real balance under the Cashier button; null shows a dash. */
  balance: number | null;
  currency: string;
  /** Opens the cashier (quick deposit or the cashier page: the app decides). */
  onCashier: () => void;
  gamesHref?: string;
  promosHref?: string;
  /** The player's account: the dashboard, another page of the casino site. */
  accountHref?: string;
};

const itemClass =
  'flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 text-[0.6875rem] leading-tight font-semibold text-fg-muted no-underline transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus relative before:absolute before:top-0 before:h-0.5 before:w-8 before:rounded-full aria-[current=page]:text-fg aria-[current=page]:before:bg-primary [&_svg]:size-5 [&_svg]:shrink-0';

/** The fixed bottom bar below 1200 px: Games, Promos, Cashier with the balance, Account (§2). */
export function MobileLauncherBar({
  className,
  currentPath,
  balance,
  currency,
  onCashier,
  gamesHref = '/',
  promosHref = '/promotions',
  accountHref = '/dashboard/',
  ...props
}: MobileLauncherBarProps) {
  const { t } = useLingui();
  const current = (href: string) => (isCurrentPath(href, currentPath) ? 'page' : undefined);
  return (
    <nav
      data-slot="mobile-launcher-bar"
      aria-label={t({ message: 'Launcher', comment: 'Name of the mobile bottom bar' })}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex h-16 items-stretch gap-1 border-t border-border bg-surface px-2 pb-[env(safe-area-inset-bottom)] shadow-pop xl:hidden short:static',
        className,
      )}
      {...props}
    >
      <AppLink href={gamesHref} aria-current={current(gamesHref)} className={itemClass}>
        <GridIcon />
        {t({ message: 'Games', comment: 'Mobile bottom bar: the lobby' })}
      </AppLink>
      <AppLink href={promosHref} aria-current={current(promosHref)} className={itemClass}>
        <GiftIcon />
        {t({ message: 'Promos', comment: 'Mobile bottom bar: promotions' })}
      </AppLink>
      <button type="button" onClick={onCashier} className={cn(itemClass, 'text-fg')}>
        <span className="flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-accent-fg">
          <WalletIcon className="size-4!" />
          <Money amount={balance} currency={currency} className="text-xs font-bold" />
        </span>
        {t({ message: 'Cashier', comment: 'Mobile bottom bar: opens the cashier' })}
      </button>
      <AppLink external href={accountHref} className={itemClass}>
        <UserIcon />
        {t({ message: 'Account', comment: 'Mobile bottom bar: the player dashboard' })}
      </AppLink>
    </nav>
  );
}
