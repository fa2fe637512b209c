import { Trans } from '@lingui/react/macro';
import { Button, type ChromeMenuItem, LanguageSwitch, type Locale, PlayerInitials } from '@lobby/ui';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { routeCode, ShowRouteCode } from '../../routes/route-code.tsx';
import { session } from '../../state/session.ts';
import { OnDemand } from '../OnDemand.tsx';
import type { PlayerQuickAccessProps } from './PlayerParts.tsx';

/**
 * The chrome only a logged-in player sees (PlayerParts.tsx) is code of its own, out of the first download:
 * it downloads at start when a player was here last time (main.tsx), else once the casino says one is.
 */
const playerParts = () => import('./PlayerParts.tsx');
const playerQuickAccessCode = routeCode<PlayerQuickAccessProps>(() =>
  playerParts().then((module) => ({ default: module.PlayerQuickAccess })),
);
const playerProfileCode = routeCode<object>(() =>
  playerParts().then((module) => ({ default: module.PlayerProfile })),
);
const playerLauncherBarCode = routeCode<{ currentPath: string }>(() =>
  playerParts().then((module) => ({ default: module.PlayerLauncherBar })),
);

/** Every part of the player's chrome in hand, the nav toggle's menu too (page stories draw them in one pass). */
export function loadPlayerParts(): Promise<unknown> {
  return Promise.all([
    playerQuickAccessCode.load(),
    playerProfileCode.load(),
    playerLauncherBarCode.load(),
    playerParts().then((module) => module.navToggleCode.load()),
  ]);
}

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
  return (
    <>
      <LanguageSwitch value={language} onValueChange={onLocaleChange} className="hidden xl:inline-flex" />
      <OnDemand when={player !== null}>
        <ShowRouteCode code={playerQuickAccessCode} props={{ navigation, currentPath }} />
      </OnDemand>
    </>
  );
}

/** The logged-in player's profile box: name, VIP level and balances. */
export function PlayerProfile() {
  return (
    <OnDemand>
      <ShowRouteCode code={playerProfileCode} props={{}} />
    </OnDemand>
  );
}

/** The logged-in player's launcher bar at the bottom of a phone's screen. */
export function PlayerLauncherBar({ currentPath }: { currentPath: string }) {
  return (
    <OnDemand>
      <ShowRouteCode code={playerLauncherBarCode} props={{ currentPath }} />
    </OnDemand>
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
