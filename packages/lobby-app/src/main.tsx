import './styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, type Locale, type Theme } from '@lobby/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { App, appRoutes } from './app/App.tsx';
import { loadPlayerParts } from './app/chrome/HeaderParts.tsx';
import { footerCode } from './app/LobbyChrome.tsx';
import { initialLanguage, initialTheme, saveLanguage, saveTheme } from './app/preferences.ts';
import { listenForInstallOffer } from './features/install/install-offer.ts';
import { routePath } from './navigation/paths.ts';
import {
  afterFirstContent,
  browserFirstContentDeps,
  watchFirstContent,
} from './platform/scheduling/first-content.ts';
import { nextTask } from './platform/scheduling/next-task.ts';
import { preloadRoute } from './routes/route-code.tsx';
import { catalogueArrived } from './state/catalogue.ts';
import { playerWasHere } from './state/player-data.ts';
import { session } from './state/session.ts';

function applyToDocument(): void {
  const html = document.documentElement;
  html.dataset.brand = session.brand;
  html.dataset.theme = session.theme;
  html.lang = session.language;
}

async function changeLocale(next: Locale): Promise<void> {
  session.language = await activateLocale(i18n, next);
  saveLanguage(session.language);
}

function changeTheme(theme: Theme): void {
  session.theme = theme;
  saveTheme(theme);
}

async function boot(): Promise<void> {
  // Start-up goes on in browser tasks of its own, each short, rather than in the one that evaluated the
  // lobby's code: a phone stays responsive, and no step waits behind the others longer than it must.
  await nextTask();
  // What the first screen does not need waits until it is up (see first-content.ts). The brand fonts are
  // among it: the text shows in the fallback font until then and swaps without moving anything.
  void watchFirstContent(browserFirstContentDeps(catalogueArrived));
  afterFirstContent(() => void import('@lobby/ui/styles/fonts.css').catch(() => undefined));
  // The start-up code, the runtime env and the page the address asks for download while the shell renders.
  const lobby = import('./app/boot.ts').then((module) => {
    module.prepareStart();
    return module;
  });
  await nextTask();
  const base = new URL(document.baseURI).pathname;
  preloadRoute(routePath(window.location.pathname, base));
  void appRoutes.load().catch(() => undefined);
  void footerCode.load().catch(() => undefined);
  // a player was here last time: their part of the header downloads now, beside the start-up code, rather
  // than once the casino has said who is here, so the header is drawn in one step
  if (playerWasHere()) void loadPlayerParts().catch(() => undefined);
  await nextTask();
  listenForInstallOffer();
  session.theme = initialTheme();
  session.language = await activateLocale(i18n, initialLanguage(undefined));
  applyToDocument();
  subscribe(session, applyToDocument);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  // as a transition, React renders the shell in short slices and puts it on screen in one go
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App
            base={base}
            onThemeChange={changeTheme}
            onLocaleChange={(locale) => void changeLocale(locale)}
          />
        </I18nProvider>
      </StrictMode>,
    ),
  );
  // The API client, the casino's rules and the demo casino load while the shell is already on screen.
  const { startLobby } = await lobby;
  await startLobby();
}

void boot();
