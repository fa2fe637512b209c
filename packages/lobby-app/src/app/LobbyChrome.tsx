import { bankingLabel, menuFor, ok } from '@lobby/domain';
import {
  ChromeLayout,
  Footer,
  GuestStickyBar,
  Header,
  LanguageSwitch,
  type Locale,
  Logo,
  MobileLauncherBar,
  MobileMenu,
  type MoreLinks,
  ProfileBox,
  QuickAccessBar,
  SafeLinkPolicy,
  Sidebar,
  type SidebarCallbacks,
  type SidebarOptions,
  type Theme,
} from '@lobby/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { openLiveChat } from '../features/live-chat/open-live-chat.ts';
import { openCashier } from '../features/wallet/open-cashier.ts';
import { lobbyPathOf } from '../navigation/lobby-paths.ts';
import { useQuery } from '../platform/query/useQuery.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { promptLogin, ui } from '../state/ui.ts';
import { wallet } from '../state/wallet.ts';
import { readCookie } from '../state/web-storage.ts';
import { useSettled } from './useSettled.ts';

// only a logged-in player can get the low-balance tip; its code loads when one is here
const CashierTooltipHost = lazy(() => import('../features/cashier-tooltip/CashierTooltipHost.tsx'));
// the casino's extras load after the page, in their own chunks; each is left out when its call fails
const StickyBannerHost = lazy(() =>
  import('../features/promotions/StickyBannerHost.tsx').then((module) => ({
    default: module.StickyBannerHost,
  })),
);
const HeaderWidgetsHost = lazy(() => import('../features/widgets/HeaderWidgetsHost.tsx'));

export interface LobbyChromeProps {
  children: ReactNode;
  onThemeChange: (theme: Theme) => void;
  onLocaleChange: (locale: Locale) => void;
}

/** A player's refer-a-friend link for the 'More' menu, loaded once per visit (null: none, or not yet). */
function useReferAFriend(playerId: string | null): string | null {
  const api = services.api;
  const link = useQuery(
    playerId === null || !api
      ? null
      : {
          key: ['refer-a-friend', playerId],
          load: async ({ signal }) => {
            const { loadReferAFriendHref } = await import('../features/widgets/refer-a-friend.ts');
            return ok(await loadReferAFriendHref(api, window.location.origin, signal));
          },
          // once per visit, whatever the answer
          freshMs: Number.POSITIVE_INFINITY,
        },
  );
  return playerId === null ? null : (link.data ?? null);
}

/** The page chrome of §2 wired to the lobby's state: header, sidebars, quick access, bottom bars, footer. */
export function LobbyChrome({ children, onThemeChange, onLocaleChange }: LobbyChromeProps) {
  const s = useSnapshot(session);
  const w = useSnapshot(wallet);
  const u = useSnapshot(ui);
  const [location, navigate] = useLocation();
  const config = s.config;
  const player = s.player;
  const casinoName = config?.casinoName || 'Casino';
  const currency = w.balances?.currencyCode || player?.currencyCode || config?.currency || 'USD';
  // the extras wait for the page: they never hold up the games on a slow device
  const settled = useSettled();
  const referAFriend = useReferAFriend(player && settled ? String(player.pid) : null);
  const extras = u.chromeExtras && config !== null && settled;

  const links: MoreLinks = {
    referAFriend,
    vip: config?.pages.vipprogram ?? null,
    loyalty: player ? '/dashboard/loyalty' : null,
    banking: config?.pages.banking ?? null,
    contact: config?.pages.contact ?? null,
    terms: config?.pages.terms ?? null,
  };
  const options: SidebarOptions = {
    loggedIn: player !== null,
    fusion: config?.isFusion ?? false,
    navigation: config ? menuFor(config.navigation, s.language) : [],
    launcher: config ? menuFor(config.launcher, s.language) : [],
    links,
    bankingLabel: bankingLabel(config?.casinoId ?? null),
    showRollback: readCookie('tryout') !== null,
  };
  const callbacks: SidebarCallbacks = {
    onSearch: () => {
      ui.searchOpen = true;
    },
    onLiveSupport: openLiveChat,
    onLogOut: () => {
      if (services.demo)
        void import('../features/auth/login.ts').then(({ demoLogout }) => demoLogout(navigate));
      else window.location.assign('/logout');
    },
    onRollback: async () => {
      await services.api?.rollbackTryout();
      window.location.reload();
    },
    theme: s.theme,
    onThemeChange,
  };
  const logIn = () => promptLogin(location);
  const signUp = () => window.location.assign(config?.pages.signup ?? '/signup');
  const logo = (
    <Logo
      casinoName={casinoName}
      images={
        config?.casinoLogoLight || config?.casinoLogoDark
          ? { light: config.casinoLogoLight ?? '', dark: config.casinoLogoDark ?? '' }
          : null
      }
    />
  );

  return (
    <ChromeLayout
      header={
        <Header
          logo={logo}
          widgets={
            extras ? (
              <Suspense fallback={null}>
                <HeaderWidgetsHost visitor={player ? String(player.pid) : 'guest'} />
              </Suspense>
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
            <>
              <LanguageSwitch
                value={s.language}
                onValueChange={onLocaleChange}
                className="hidden xl:inline-flex"
              />
              {player ? (
                <QuickAccessBar
                  balance={w.balances?.balance ?? null}
                  currency={currency}
                  onDeposit={openCashier}
                  unread={w.unread}
                  inboxHref="/dashboard/messagecenter"
                />
              ) : null}
            </>
          }
          profile={
            player ? (
              <ProfileBox
                firstName={player.fname}
                lastName={player.lname}
                vipName={player.classDisplayName || null}
                vipLevel={player.classVipLevel || null}
                balances={w.balances ?? player.balances}
                currency={currency}
                fusion={config?.isFusion ?? false}
              />
            ) : undefined
          }
          onSearch={callbacks.onSearch}
          onLogIn={logIn}
          onSignUp={signUp}
        />
      }
      banner={
        extras ? (
          <Suspense fallback={null}>
            <SafeLinkPolicy appPathOf={lobbyPathOf}>
              {/* it floats over the bottom of the page: arriving after the page, it must not push the page down */}
              <StickyBannerHost className="fixed inset-x-3 bottom-20 z-20 mx-auto max-w-3xl xl:bottom-4" />
            </SafeLinkPolicy>
          </Suspense>
        ) : undefined
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
        <Footer
          casinoName={casinoName}
          year={config?.year || '2026'}
          termsHref={config?.pages.terms ?? null}
          privacyHref={config?.pages.privacy ?? null}
          topTargetId="main"
        />
      }
      bottomBar={
        player ? (
          <MobileLauncherBar
            currentPath={location}
            balance={w.balances?.balance ?? null}
            currency={currency}
            onCashier={openCashier}
            promosHref="/promotions"
            accountHref="/dashboard/"
          />
        ) : (
          <GuestStickyBar onLogIn={logIn} onSignUp={signUp} />
        )
      }
    >
      {children}
      {player ? (
        <Suspense fallback={null}>
          <CashierTooltipHost key={player.pid} />
        </Suspense>
      ) : null}
    </ChromeLayout>
  );
}
