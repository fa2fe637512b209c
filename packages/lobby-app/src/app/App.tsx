import type { LinkComponent, Locale, Theme } from '@lobby/ui';
import { LinkProvider } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { type BaseLocationHook, type BaseSearchHook, Link, Router, useLocation } from 'wouter';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { catalogue } from '../state/catalogue.ts';
import { session } from '../state/session.ts';
import { ui } from '../state/ui.ts';
import { startLobby } from './boot.ts';
import { RouteErrorBoundary } from './ErrorBoundary.tsx';
import { LobbyChrome } from './LobbyChrome.tsx';
import { BootFailure, BootScreen, OfflineBanner } from './StatusScreens.tsx';
import { services } from './services.ts';

// dialogs load when first needed, keeping Radix's dialog machinery out of the first download
const LoginPrompt = lazy(() =>
  import('../features/auth/LoginPrompt.tsx').then((m) => ({ default: m.LoginPrompt })),
);
// the demo panel ships only with the demo casino
const DemoPanel = lazy(() =>
  import('../features/demo/DemoPanel.tsx').then((m) => ({ default: m.DemoPanel })),
);

// ui components link through the router, so in-app links never reload the page
const RouterLink: LinkComponent = ({ href, ...props }) => <Link href={href} {...props} />;

export interface AppProps {
  /** The deployment's base_location; every route is relative to it. */
  base: string;
  onThemeChange: (theme: Theme) => void;
  onLocaleChange: (locale: Locale) => void;
  /** A location of its own (Storybook renders pages at a given path without touching the address bar). */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

function Shell({ onThemeChange, onLocaleChange }: Pick<AppProps, 'onThemeChange' | 'onLocaleChange'>) {
  const snap = useSnapshot(session);
  const { offline } = useSnapshot(catalogue);
  const { loginPrompt } = useSnapshot(ui);
  const [location] = useLocation();
  const retry = () => void startLobby();
  return (
    <>
      <LobbyChrome onThemeChange={onThemeChange} onLocaleChange={onLocaleChange}>
        {offline && snap.status === 'ready' ? <OfflineBanner onRetry={retry} /> : null}
        {snap.status === 'booting' ? <BootScreen /> : null}
        {snap.status === 'failed' ? <BootFailure onRetry={retry} /> : null}
        {snap.status === 'ready' ? (
          <RouteErrorBoundary resetKey={location}>
            <AppRoutes />
          </RouteErrorBoundary>
        ) : null}
      </LobbyChrome>
      {loginPrompt ? (
        <Suspense fallback={null}>
          <LoginPrompt />
        </Suspense>
      ) : null}
      {snap.status !== 'booting' && services.demo ? (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      ) : null}
    </>
  );
}

export function App({ base, hook, searchHook, ...props }: AppProps) {
  return (
    <Router
      base={base === '/' ? '' : base.replace(/\/$/, '')}
      {...(hook ? { hook } : {})}
      {...(searchHook ? { searchHook } : {})}
    >
      <LinkProvider component={RouterLink}>
        <Shell {...props} />
      </LinkProvider>
    </Router>
  );
}
