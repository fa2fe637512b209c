import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type LinkComponent, LinkProvider, type Locale, locales } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Router, useLocation } from 'wouter';
import { demoLogout } from '../features/auth/login.ts';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { catalogue } from '../state/catalogue.ts';
import { session } from '../state/session.ts';
import { promptLogin, ui } from '../state/ui.ts';
import { startLobby } from './boot.ts';
import { RouteErrorBoundary } from './ErrorBoundary.tsx';
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

const languageNames: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français' };

export interface AppProps {
  /** The deployment's base_location; every route is relative to it. */
  base: string;
  onThemeToggle: () => void;
  onLocaleChange: (locale: Locale) => void;
}

function Shell({ onThemeToggle, onLocaleChange }: Omit<AppProps, 'base'>) {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const { offline } = useSnapshot(catalogue);
  const { loginPrompt } = useSnapshot(ui);
  const [location, navigate] = useLocation();
  const retry = () => void startLobby();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 shadow-card">
        <Link href="/" className="flex items-center gap-3 rounded-md">
          <span aria-hidden="true" className="size-9 shrink-0 rounded-md bg-(image:--lb-logo) bg-cover" />
          <span className="font-display text-lg font-bold">{snap.config?.casinoName ?? 'Casino Lobby'}</span>
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <label className="sr-only" htmlFor="language">
            <Trans>Language</Trans>
          </label>
          <select
            id="language"
            value={snap.language}
            onChange={(event) => onLocaleChange(event.target.value as Locale)}
            className="h-10 rounded-md border border-border-strong bg-surface-sunken px-2 text-sm text-fg"
          >
            {locales.map((code) => (
              <option key={code} value={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
          <Button variant="outline" aria-pressed={snap.theme === 'dark'} onClick={onThemeToggle}>
            {snap.theme === 'dark' ? t`Light theme` : t`Dark theme`}
          </Button>
          {snap.status === 'ready' && snap.player === null ? (
            <Button onClick={() => promptLogin(location)}>
              <Trans>Log In</Trans>
            </Button>
          ) : null}
          {snap.player && services.demo ? (
            <Button variant="ghost" onClick={() => void demoLogout(navigate)}>
              <Trans>Log Out</Trans>
            </Button>
          ) : null}
        </div>
      </header>
      {offline && snap.status === 'ready' ? <OfflineBanner onRetry={retry} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {snap.status === 'booting' ? <BootScreen /> : null}
        {snap.status === 'failed' ? <BootFailure onRetry={retry} /> : null}
        {snap.status === 'ready' ? (
          <RouteErrorBoundary resetKey={location}>
            <AppRoutes />
          </RouteErrorBoundary>
        ) : null}
      </main>
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
    </div>
  );
}

export function App({ base, ...props }: AppProps) {
  return (
    <Router base={base === '/' ? '' : base.replace(/\/$/, '')}>
      <LinkProvider component={RouterLink}>
        <Shell {...props} />
      </LinkProvider>
    </Router>
  );
}
