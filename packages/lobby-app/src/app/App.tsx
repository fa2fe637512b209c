import { useLingui } from '@lingui/react/macro';
import { dfsOffer, f8OpensQuickDeposit } from '@lobby/domain';
import type { LinkComponent, Locale, Theme } from '@lobby/ui';
import { CountdownEndProvider, LinkProvider, LiveRegion } from '@lobby/ui';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type BaseLocationHook, type BaseSearchHook, Link, Router, useLocation } from 'wouter';
import { installOffer } from '../features/install/install-offer.ts';
import { LIVE_CHAT_EVENT } from '../features/live-chat/live-chat.ts';
import { ThemeChange } from '../features/sidebar-menu/theme-change.ts';
import { isGamePath } from '../navigation/paths.ts';
import { AfterFirstContent } from '../platform/scheduling/first-content.ts';
import { useDrawnInSlices } from '../platform/scheduling/next-task.ts';
import { PageSpinner } from '../routes/PageSpinner.tsx';
import { lazyComponent, routeCode, ShowRouteCode } from '../routes/route-code.tsx';
import { announce, announcer } from '../state/announcer.ts';
import { catalogue } from '../state/catalogue.ts';
import { STORAGE } from '../state/local-stores.ts';
import { services } from '../state/services.ts';
import { session } from '../state/session.ts';
import { ui } from '../state/ui.ts';
import { notify, wallet } from '../state/wallet.ts';
import { readStorage } from '../state/web-storage.ts';
import { useCountdownEnds } from './countdown-ends.ts';
import { RouteErrorBoundary } from './ErrorBoundary.tsx';
import { LobbyChrome } from './LobbyChrome.tsx';
import { OnDemand } from './OnDemand.tsx';
import { BootFailure, BootScreen, OfflineBanner } from './StatusScreens.tsx';

// dialogs load when first needed, keeping Radix's dialog machinery out of the first download
const LoginPrompt = lazyComponent(() =>
  import('../features/auth/LoginPrompt.tsx').then((m) => m.LoginPrompt),
);
// search loads when first opened, notifications when the first one arrives; both stay mounted after that
const SearchHost = lazyComponent(() => import('../features/search/SearchHost.tsx').then((m) => m.SearchHost));
// quick deposit loads when first opened (header, launcher bar, a game, F8) and stays mounted after that
const QuickDepositHost = lazyComponent(() =>
  import('../features/wallet/QuickDepositHost.tsx').then((m) => m.QuickDepositHost),
);
// daily free spins load when first opened (home page button) or when the casino pops them up by itself
const DailyFreeSpinsHost = lazyComponent(() =>
  import('../features/daily-free-spins/DailyFreeSpinsHost.tsx').then((m) => m.DailyFreeSpinsHost),
);
const Notifications = lazyComponent(() =>
  import('../features/favourites/Notifications.tsx').then((m) => m.Notifications),
);
// the balance check after a game, when the lobby was reloaded by the game's exit page
const PostGameCheck = lazyComponent(() =>
  import('../features/game/PostGameCheck.tsx').then((m) => m.PostGameCheck),
);
// the install prompt loads only once the browser offers an install (§2)
const InstallPromptHost = lazyComponent(() =>
  import('../features/install/InstallPromptHost.tsx').then((m) => m.InstallPromptHost),
);
// the tiles judge their multiplier badges as they render: the timer that redraws them at the next window
// change is not needed for the first screen
const MultiplierClock = lazyComponent(() =>
  import('../features/catalogue/MultiplierClock.tsx').then((m) => m.MultiplierClock),
);
// the demo panel ships only with the demo casino, and loads once the first screen is up; the operator's build
// has no demo casino, and leaves this branch and the panel's code out
const DemoPanel =
  import.meta.env.LOBBY_DEMO === false
    ? null
    : lazyComponent(() => import('../../demo-casino/panel/DemoPanel.tsx').then((m) => m.DemoPanel));

// ui components link through the router, so in-app links never reload the page
const RouterLink: LinkComponent = ({ href, ...props }) => <Link href={href} {...props} />;

/** The router's links, and its navigation for a link the page hands over (a sandboxed promo's call to action). */
function RouterLinks({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <LinkProvider component={RouterLink} navigate={navigate}>
      {children}
    </LinkProvider>
  );
}

export interface AppProps {
  /** The deployment's base_location; every route is relative to it. */
  base: string;
  onThemeChange: (theme: Theme) => void;
  onLocaleChange: (locale: Locale) => void;
  /** A location of its own (Storybook renders pages at a given path without touching the address bar). */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

/**
 * The routes (`AppRoutes`, their guards and the pages' wiring) are code of their own: the shell shows without
 * them, and they are needed only once the catalogue is in. main.tsx starts their download as the lobby starts
 * (public/early-start.js preloads it even earlier), so they are in hand by then.
 */
export const appRoutes = routeCode<object>(() =>
  import('../routes/AppRoutes.tsx').then((module) => ({ default: module.AppRoutes })),
);

/** The one live region, drawn with the shell so it is in place before anything is said into it. */
function Announcements() {
  const { messages } = useSnapshot(announcer);
  return <LiveRegion messages={messages} />;
}

/**
 * The notices, loaded with the first one. Only this host follows the notices: a notice shown or gone does not
 * draw the whole shell again.
 */
function NotificationsHost() {
  const any = useSnapshot(wallet).notifications.length > 0;
  const [notified, setNotified] = useState(false);
  if (any && !notified) setNotified(true);
  return (
    <OnDemand when={notified}>
      <Notifications />
    </OnDemand>
  );
}

function Shell({ onThemeChange, onLocaleChange }: Pick<AppProps, 'onThemeChange' | 'onLocaleChange'>) {
  const snap = useSnapshot(session);
  const { offline } = useSnapshot(catalogue);
  const { loginPrompt, searchOpen, quickDepositOpen, dailyFreeSpinsOpen } = useSnapshot(ui);
  const offer = useSnapshot(installOffer);
  const [searchUsed, setSearchUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  const [depositUsed, setDepositUsed] = useState(false);
  if (quickDepositOpen && !depositUsed) setDepositUsed(true);
  const [dfsUsed, setDfsUsed] = useState(false);
  if (dailyFreeSpinsOpen && !dfsUsed) setDfsUsed(true);
  const [location] = useLocation();
  const [returnedFromGame] = useState(() => readStorage('session', STORAGE.gameStartBalance) !== null);
  // §2: arriving at / closes the side panel. Only a navigation counts: the lobby finishing its start-up
  // must not snatch away a menu the visitor already opened.
  const previous = useRef(location);
  useEffect(() => {
    if (location === previous.current) return;
    previous.current = location;
    if (location === '/') ui.mobileMenuOpen = false;
  }, [location]);
  // §4: F8 opens quick deposit for a logged-in player outside the live environment
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.repeat || session.player === null || session.variant === null) return;
      if (!f8OpensQuickDeposit(session.variant.isLive)) return;
      event.preventDefault();
      ui.quickDepositOpen = true;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // the demo casino's site has no chat widget of its own: it answers the lobby's request with a notice
  const { t } = useLingui();
  const booted = snap.status !== 'booting';
  useEffect(() => {
    if (!booted || !services.demo) return;
    const answer = (event: Event) => {
      event.preventDefault();
      notify(
        'info',
        t({
          message: "Demo casino: the casino's live chat would open here.",
          comment: 'Demo casino only: what happens when the player asks for live chat',
        }),
      );
    };
    window.addEventListener(LIVE_CHAT_EVENT, answer);
    return () => window.removeEventListener(LIVE_CHAT_EVENT, answer);
  }, [booted, t]);
  const retry = () => void import('./boot.ts').then(({ startLobby }) => startLobby());
  // a dialog whose code could not be downloaded closes again and says so; opening it again asks for the code
  // again
  const couldNotOpen = (close: () => void) => () => {
    close();
    announce(
      t({
        message: 'This could not be opened. Check your connection and try again.',
        comment: 'Read out when a dialog (search, login, deposit, free spins) could not be loaded',
      }),
      'assertive',
    );
  };
  // the lobby becoming ready puts a whole page up: it is drawn in slices, so a tap is never kept waiting;
  // the hosts below follow the same switch, so a dialog (search on arrival, say) opens over a drawn page
  const status = useDrawnInSlices(snap.status);
  const content = (
    <>
      {offline && status === 'ready' ? <OfflineBanner onRetry={retry} /> : null}
      {status === 'booting' ? <BootScreen /> : null}
      {status === 'failed' ? <BootFailure onRetry={retry} setupProblem={snap.setupProblem} /> : null}
      {status === 'ready' ? (
        <RouteErrorBoundary resetKey={location}>
          <Suspense fallback={<PageSpinner />}>
            <ShowRouteCode code={appRoutes} props={{}} />
          </Suspense>
        </RouteErrorBoundary>
      ) : null}
    </>
  );
  const countdownEnded = useCountdownEnds();
  return (
    <CountdownEndProvider value={countdownEnded}>
      <ThemeChange value={onThemeChange}>
        {/* a running game owns the whole screen: its page brings its own header, menu and rail (§2) */}
        {isGamePath(location) ? (
          <div id="main" className="min-h-dvh bg-bg text-fg">
            {content}
          </div>
        ) : (
          <LobbyChrome onLocaleChange={onLocaleChange}>{content}</LobbyChrome>
        )}
        <Announcements />
        <OnDemand
          when={searchUsed && status === 'ready'}
          onFailure={couldNotOpen(() => {
            ui.searchOpen = false;
            setSearchUsed(false);
          })}
        >
          <SearchHost />
        </OnDemand>
        <NotificationsHost />
        <OnDemand
          when={returnedFromGame && status === 'ready' && snap.player !== null && !isGamePath(location)}
        >
          <PostGameCheck />
        </OnDemand>
        <OnDemand when={offer.event !== null && status === 'ready' && !isGamePath(location)}>
          <InstallPromptHost />
        </OnDemand>
        <OnDemand
          when={loginPrompt !== null}
          onFailure={couldNotOpen(() => {
            ui.loginPrompt = null;
          })}
        >
          <LoginPrompt />
        </OnDemand>
        <OnDemand
          when={depositUsed && status === 'ready'}
          onFailure={couldNotOpen(() => {
            ui.quickDepositOpen = false;
            setDepositUsed(false);
          })}
        >
          <QuickDepositHost />
        </OnDemand>
        <OnDemand
          when={
            status === 'ready' &&
            snap.player !== null &&
            (dfsUsed || dfsOffer(snap.config, snap.dfsAnswer, true).popup)
          }
          onFailure={couldNotOpen(() => {
            ui.dailyFreeSpinsOpen = false;
            setDfsUsed(false);
          })}
        >
          <DailyFreeSpinsHost />
        </OnDemand>
        <AfterFirstContent>
          <OnDemand when={status === 'ready'}>
            <MultiplierClock />
          </OnDemand>
          {DemoPanel ? (
            <OnDemand when={status !== 'booting' && services.demo !== null}>
              <DemoPanel demo={services.demo} restart={() => services.restart()} />
            </OnDemand>
          ) : null}
        </AfterFirstContent>
      </ThemeChange>
    </CountdownEndProvider>
  );
}

export function App({ base, hook, searchHook, ...props }: AppProps) {
  return (
    <Router
      base={base === '/' ? '' : base.replace(/\/$/, '')}
      {...(hook ? { hook } : {})}
      {...(searchHook ? { searchHook } : {})}
    >
      <RouterLinks>
        <Shell {...props} />
      </RouterLinks>
    </Router>
  );
}
