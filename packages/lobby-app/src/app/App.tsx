import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type LinkComponent, LinkProvider, type Locale, locales } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { Link, Router, useLocation } from 'wouter';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { catalogue } from '../state/catalogue.ts';
import { session } from '../state/session.ts';
import { startLobby } from './boot.ts';
import { RouteErrorBoundary } from './ErrorBoundary.tsx';
import { BootFailure, BootScreen, OfflineBanner } from './StatusScreens.tsx';

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
  const [location] = useLocation();
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
