import {
  type ChromeMenuItem,
  MobileLauncherBar,
  type NavToggleProps,
  ProfileBox,
  QuickAccessBar,
} from '@lobby/ui';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { openCashier } from '../../features/wallet/open-cashier.ts';
import { routeCode, ShowRouteCode } from '../../routes/route-code.tsx';
import { session } from '../../state/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { wallet } from '../../state/wallet.ts';

// The chrome only a logged-in player sees: a guest's visit never downloads it (HeaderParts.tsx loads it).

/**
 * The nav toggle (§2): the casino's navigation in a menu that closes itself after 3 s. Its menu is a Radix
 * dropdown, whose code comes only when the bar is drawn; the button's place is kept while it loads.
 */
export const navToggleCode = routeCode<NavToggleProps>(() =>
  import('@lobby/ui/chrome/nav-toggle/NavToggle.tsx').then((module) => ({ default: module.NavToggle })),
);

export interface PlayerQuickAccessProps {
  /** The config's navigation list for the current language. */
  navigation: readonly ChromeMenuItem[];
  currentPath: string;
}

/** The player's quick-access bar (nav toggle, balance, deposit and inbox), on desktops only. */
export function PlayerQuickAccess({ navigation, currentPath }: PlayerQuickAccessProps) {
  const { balances, unread } = useSnapshot(wallet);
  const { currency } = useViewer();
  return (
    <QuickAccessBar
      start={
        navigation.length > 0 ? (
          <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
            <ShowRouteCode code={navToggleCode} props={{ items: navigation, currentPath }} />
          </Suspense>
        ) : undefined
      }
      balance={balances?.balance ?? null}
      currency={currency}
      onDeposit={openCashier}
      unread={unread}
      inboxHref="/dashboard/messagecenter"
    />
  );
}

/** The logged-in player's profile box: name, VIP level and balances. */
export function PlayerProfile() {
  const { player } = useSnapshot(session);
  const { balances } = useSnapshot(wallet);
  const { currency, isFusion } = useViewer();
  if (!player) return null;
  return (
    <ProfileBox
      firstName={player.fname}
      lastName={player.lname}
      vipName={player.classDisplayName || null}
      vipLevel={player.classVipLevel || null}
      balances={balances ?? player.balances}
      currency={currency}
      fusion={isFusion}
    />
  );
}

/** The player's launcher bar at the bottom of a phone's screen: balance, cashier, promotions, account. */
export function PlayerLauncherBar({ currentPath }: { currentPath: string }) {
  const balance = useSnapshot(wallet).balances?.balance ?? null;
  const { currency } = useViewer();
  return (
    <MobileLauncherBar
      currentPath={currentPath}
      balance={balance}
      currency={currency}
      onCashier={openCashier}
      promosHref="/promotions"
      accountHref="/dashboard/"
    />
  );
}
