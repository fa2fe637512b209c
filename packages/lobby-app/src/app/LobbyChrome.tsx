import { casinoPage } from '@lobby/domain';
import {
  ChromeLayout,
  type FooterProps,
  GuestStickyBar,
  Header,
  type Locale,
  Logo,
  MobileMenu,
  SafeLinkPolicy,
  Sidebar,
} from '@lobby/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSidebarMenu } from '../features/sidebar-menu/useSidebarMenu.ts';
import { lobbyPathOf } from '../navigation/paths.ts';
import { useAfterFirstContent } from '../platform/scheduling/first-content.ts';
import { lazyComponent, routeCode, ShowRouteCode } from '../routes/route-code.tsx';
import { catalogue } from '../state/catalogue.ts';
import { leaveFor } from '../state/leave-for.ts';
import { session } from '../state/session.ts';
import { promptLogin, ui } from '../state/ui.ts';
import { useViewer } from '../state/viewer.ts';
import {
  HeaderActions,
  OfflinePlayerGreeting,
  PlayerLauncherBar,
  PlayerProfile,
} from './chrome/HeaderParts.tsx';
import { OnDemand } from './OnDemand.tsx';

/**
 * The footer sits below the page, so its code (and the back-to-top button's) is not part of the first
 * download: start-up asks for it beside the routes' code, and it shows as soon as it is in.
 */
export const footerCode = routeCode<FooterProps>(() =>
  import('@lobby/ui/chrome/footer/Footer.tsx').then((module) => ({ default: module.Footer })),
);
// only a logged-in player can get the low-balance tip; its code loads when one is here
const CashierTooltipHost = lazyComponent(() =>
  import('../features/cashier-tooltip/CashierTooltipHost.tsx').then((module) => module.default),
);
// the casino's extras load after the page, in their own chunks; each is left out when its call fails
const StickyBannerHost = lazyComponent(() =>
  import('../features/promotions/StickyBannerHost.tsx').then((module) => module.StickyBannerHost),
);
const HeaderWidgetsHost = lazyComponent(() =>
  import('../features/widgets/HeaderWidgetsHost.tsx').then((module) => module.default),
);

export interface LobbyChromeProps {
  children: ReactNode;
  onLocaleChange: (locale: Locale) => void;
}

/** The page chrome of §2 wired to the lobby's state: header, sidebars, quick access, bottom bars, footer. */
export function LobbyChrome({ children, onLocaleChange }: LobbyChromeProps) {
  const s = useSnapshot(session);
  const u = useSnapshot(ui);
  const [location, navigate] = useLocation();
  const config = s.config;
  const player = s.player;
  const offlinePlayer = s.offlinePlayer;
  const { casinoName, logos } = useViewer();
  // the extras wait for the games and the first screen: they never hold up the games on a slow device
  const c = useSnapshot(catalogue);
  const afterFirstContent = useAfterFirstContent();
  const settled = afterFirstContent && c.status !== 'idle' && c.status !== 'loading';
  const extras = u.chromeExtras && config !== null && settled;
  const { options, callbacks } = useSidebarMenu({ settled, navigate });
  const logIn = () => promptLogin(location);
  const signUp = () => leaveFor(casinoPage(config?.pages, 'signup'));
  const logo = <Logo casinoName={casinoName} images={logos} />;

  return (
    <ChromeLayout
      header={
        <Header
          logo={logo}
          widgets={
            extras ? (
              <OnDemand>
                <HeaderWidgetsHost visitor={player ? String(player.pid) : 'guest'} />
              </OnDemand>
            ) : undefined
          }
          menu={
            <MobileMenu
              {...options}
              {...callbacks}
              currentPath={location}
              logo={logo}
              language={s.language}
              onLanguageChange={onLocaleChange}
              open={u.mobileMenuOpen}
              onOpenChange={(open) => {
                ui.mobileMenuOpen = open;
              }}
            />
          }
          actions={
            <HeaderActions
              onLocaleChange={onLocaleChange}
              navigation={options.navigation ?? []}
              currentPath={location}
            />
          }
          profile={
            player ? (
              <PlayerProfile />
            ) : offlinePlayer ? (
              <OfflinePlayerGreeting firstName={offlinePlayer.firstName} />
            ) : undefined
          }
          onSearch={callbacks.onSearch}
          onLogIn={logIn}
          onSignUp={signUp}
        />
      }
      banner={
        <OnDemand when={extras}>
          <SafeLinkPolicy appPathOf={lobbyPathOf}>
            {/* it floats over the bottom of the page: arriving after the page, it must not push the page down */}
            <StickyBannerHost className="fixed inset-x-3 bottom-20 z-20 mx-auto max-w-3xl xl:bottom-4 short:static short:m-3" />
          </SafeLinkPolicy>
        </OnDemand>
      }
      sidebar={
        <Sidebar
          {...options}
          {...callbacks}
          currentPath={location}
          pending={config === null}
          expanded={u.sidebarOpen}
          onExpandedChange={(expanded) => {
            ui.sidebarOpen = expanded;
          }}
        />
      }
      footer={
        <OnDemand>
          <ShowRouteCode
            code={footerCode}
            props={{
              casinoName,
              year: config?.year || '2026',
              termsHref: config?.pages.terms ?? null,
              privacyHref: config?.pages.privacy ?? null,
              topTargetId: 'main',
            }}
          />
        </OnDemand>
      }
      bottomBar={
        player ? (
          <PlayerLauncherBar currentPath={location} />
        ) : offlinePlayer ? undefined : (
          <GuestStickyBar onLogIn={logIn} onSignUp={signUp} />
        )
      }
    >
      {children}
      {player ? (
        <OnDemand>
          <CashierTooltipHost key={player.pid} />
        </OnDemand>
      ) : null}
    </ChromeLayout>
  );
}
