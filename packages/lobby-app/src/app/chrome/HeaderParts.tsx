import { Trans } from '@lingui/react/macro';
import {
  Button,
  type ChromeMenuItem,
  LanguageSwitch,
  type Locale,
  type NavToggleProps,
  PlayerInitials,
  ProfileBox,
  QuickAccessBar,
} from '@lobby/ui';
import { Suspense, useId } from 'react';
import { useSnapshot } from 'valtio';
import { openCashier } from '../../features/wallet/open-cashier.ts';
import { routeCode, ShowRouteCode } from '../../routes/route-code.tsx';
import { session } from '../../state/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { wallet } from '../../state/wallet.ts';

/**
 * The nav toggle (§2): the casino's navigation in a menu that closes itself after 3 s. Its menu is a Radix
 * dropdown, whose code stays out of the first download; the button's place is kept while it loads.
 */
export const navToggleCode = routeCode<NavToggleProps>(() =>
  import('@lobby/ui/chrome/nav-toggle/NavToggle.tsx').then((module) => ({ default: module.NavToggle })),
);

/**
 * The header's right-hand actions: the language switch, and a player's quick-access bar (nav toggle,
 * balance, deposit and inbox), which shows on desktops only.
 */
export function HeaderActions({
  onLocaleChange,
  navigation,
  currentPath,
}: {
  onLocaleChange: (locale: Locale) => void;
  /** The config's navigation list for the current language. */
  navigation: readonly ChromeMenuItem[];
  currentPath: string;
}) {
  const { language, player } = useSnapshot(session);
  const { balances, unread } = useSnapshot(wallet);
  const { currency } = useViewer();
  return (
    <>
      <LanguageSwitch value={language} onValueChange={onLocaleChange} className="hidden xl:inline-flex" />
      {player ? (
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
      ) : null}
    </>
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

/**
 * Offline, the player last here (known from the saved record): a greeting in the profile box's place, and the
 * deposit button disabled with the reason beside it, since nothing that moves money can work without the
 * casino.
 */
export function OfflinePlayerGreeting({ firstName }: { firstName: string }) {
  const noteId = useId();
  return (
    <div data-slot="offline-player" className="flex items-center gap-2.5">
      <PlayerInitials firstName={firstName} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="max-w-40 truncate text-sm font-semibold">
          {firstName ? <Trans>Hi, {firstName}</Trans> : <Trans>Welcome back</Trans>}
        </span>
        <span id={noteId} className="text-xs whitespace-nowrap text-fg-muted">
          <Trans>You are offline</Trans>
        </span>
      </span>
      <Button size="sm" disabled aria-describedby={noteId} className="max-sm:hidden">
        <Trans>Deposit</Trans>
      </Button>
    </div>
  );
}
