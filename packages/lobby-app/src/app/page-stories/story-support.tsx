import { isLocale, type Locale, type Theme } from '@lobby/ui';
import { useMemo } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { type LobbyRole, type LobbyVariant, lobbyChoice } from '../../../../../.storybook/lobby-globals.ts';
import type { viewports } from '../../../../../.storybook/visual.ts';
import {
  allHandlers,
  type DemoSettings,
  demoCasinoHandlers,
  othersPassThrough,
} from '../../../demo-casino/index.ts';
import type { RuntimeEnv } from '../../api/env.ts';
import { forgetTournaments } from '../../features/tournaments/query.ts';
import { countdownClock, tileClock } from '../../platform/clock.ts';
import { forgetDraws, seededRandom, setRandomSource } from '../../platform/random.ts';
import { announcer } from '../../state/announcer.ts';
import { catalogue } from '../../state/catalogue.ts';
import { forgetStoredCatalogue, readStoredCatalogue } from '../../state/catalogue-cache.ts';
import { STORAGE } from '../../state/local-stores.ts';
import { forgetPlayer, rememberPlayer } from '../../state/offline-player.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { wallet } from '../../state/wallet.ts';
import { removeStorage, writeStorage } from '../../state/web-storage.ts';
import { App, appRoutes } from '../App.tsx';
import { startLobby } from '../boot.ts';
import { loadPlayerParts } from '../chrome/HeaderParts.tsx';
import { footerCode } from '../LobbyChrome.tsx';
import { LANGUAGE_KEY } from '../preferences.ts';

// what page stories check on screen lives with the Storybook set-up, beside the toolbar's globals
export * from '../../../../../.storybook/page-play.ts';

/** The clock of page stories: the same instant every run, so screenshots never drift. */
export const STORY_NOW = Date.UTC(2026, 10, 20, 17, 0, 0);

/** The instant game tiles judge jackpot multiplier windows at in page stories (a Saturday evening). */
export const TILE_STORY_NOW = Date.UTC(2026, 10, 21, 20, 0, 0);

const noop = () => undefined;

interface MswHandle {
  use: (...handlers: unknown[]) => void;
}

/** Puts a demo casino on the story's worker, the page's own requests let through ahead of its handlers. */
function answerFrom(msw: MswHandle | undefined, casino: ReturnType<typeof demoCasinoHandlers>): void {
  msw?.use(othersPassThrough(casino.env), ...allHandlers(casino.handlers));
}

/**
 * Boots the real lobby against a fresh demo casino for one story: the casino's handlers go into the
 * story's MSW worker, the lobby starts with the casino's env, and the page renders at the given path. The
 * toolbar's casino, variant, role, theme and language (.storybook/lobby-globals.ts) choose the casino and the
 * player; `settings` the story gives win over them.
 */
export async function bootStoryLobby(
  storyContext: object,
  settings: Partial<DemoSettings>,
  options: {
    warmCache?: boolean;
    chromeExtras?: boolean;
    /** A player saved as the last one here: their first name, and five games of the warm catalogue as favourites. */
    offlinePlayer?: string;
    /** Settings of env.json the casino's own env leaves out, e.g. the platform's login page. */
    env?: Partial<RuntimeEnv>;
  } = {},
): Promise<void> {
  // msw-storybook-addon's loader puts its worker on the context
  const context = storyContext as { msw?: MswHandle; globals?: Record<string, unknown> };
  const { theme, ...chosen } = lobbyChoice(context.globals ?? {});
  // the toolbar's language is the one the player chose, as the language menu keeps it
  writeStorage('local', LANGUAGE_KEY, isLocale(context.globals?.locale) ? context.globals.locale : 'en');
  session.theme = theme;
  // random rows and picks come out the same on every run
  setRandomSource(seededRandom(20_261_120));
  forgetDraws();
  // a jackpot multiplier's window is judged at a fixed instant, not the day the stories run
  tileClock.pin(() => TILE_STORY_NOW);
  // countdowns and live/upcoming labels are judged at the stories' instant, on this casino's own answer
  countdownClock.pin(() => STORY_NOW);
  forgetTournaments();
  // every story is a fresh visit: nothing of the previous story's session (return page, recent games, …)
  sessionStorage.clear();
  // the lobby keeps what it wrote in memory as well, for a browser that refuses storage
  removeStorage('session', STORAGE.returnPage);
  session.returnPage = '/';
  // nor anything it left open: in the Storybook UI the stories share one page, and a dialog the previous
  // story opened (the daily free spins wheel, say) would cover this one
  ui.loginPrompt = null;
  ui.searchOpen = false;
  ui.mobileMenuOpen = false;
  ui.quickDepositOpen = false;
  ui.demoPanelOpen = false;
  ui.dailyFreeSpinsOpen = false;
  ui.sidebarOpen = true;
  ui.chromeExtras = options.chromeExtras ?? false;
  // nor its player: a start whose config call fails keeps whoever was logged in before
  session.player = null;
  wallet.balances = null;
  // nor what the previous story had read out
  announcer.messages = [];
  // every story starts with nothing stored (a warm start would show the last story's games first), unless
  // it asks for the catalogue of an earlier visit
  await forgetStoredCatalogue();
  if (options.warmCache) {
    const warm = demoCasinoHandlers({}, { now: () => STORY_NOW });
    answerFrom(context.msw, warm);
    await startLobby({ env: warm.env, demoCasino: warm.casino });
    // the catalogue is stored in the background, a slice per task: wait until it is whole
    for (let tries = 0; tries < 50 && !(await readStoredCatalogue()); tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // nobody is the last player here unless the story says so
  await forgetPlayer(null);
  if (options.offlinePlayer) {
    const favourites = catalogue.games
      .filter((game) => !game.synth)
      .slice(0, 5)
      .map(({ shortname, provider }) => ({ shortname, provider }));
    await rememberPlayer({ pid: '1001', fname: options.offlinePlayer }, favourites);
  }
  // the routes' code (and the player's chrome) in hand, as the lobby's start makes sure of, so the story
  // renders them in one pass
  await Promise.all([appRoutes.load(), footerCode.load(), loadPlayerParts()]);
  const story = demoCasinoHandlers({ ...chosen, ...settings }, { now: () => STORY_NOW });
  answerFrom(context.msw, story);
  await startLobby({ env: { ...story.env, ...options.env }, demoCasino: story.casino });
}

/**
 * A page story's loader: runs the file's own resets (`before`), then boots the lobby on a demo casino with
 * these settings.
 */
export function bootWith(
  settings: Partial<DemoSettings>,
  options: Parameters<typeof bootStoryLobby>[2] = {},
  before: () => void = noop,
) {
  return async (context: object) => {
    before();
    await bootStoryLobby(context, settings, options);
  };
}

/** The whole lobby at a path, on the casino booted by `bootStoryLobby`. */
export function StoryLobby({ path }: { path: string }) {
  const location = useMemo(() => memoryLocation({ path }), [path]);
  return (
    <App
      base="/"
      hook={location.hook}
      searchHook={location.searchHook}
      onThemeChange={noop as (theme: Theme) => void}
      onLocaleChange={noop as (locale: Locale) => void}
    />
  );
}

/**
 * What a page story's meta holds besides its title: the whole lobby at `path`, full screen, pictured at the
 * viewport. The title stays written in the meta itself, where Storybook's indexer reads it.
 */
export const lobbyPage = (path: string) =>
  ({
    component: StoryLobby,
    parameters: { layout: 'fullscreen', screenshot: 'viewport' },
    args: { path },
  }) as const;

/**
 * A page story's loaders: the boot alone, on the casino the toolbar (or the story's pinned globals) chose,
 * with the story's own settings, options and resets as `bootWith` takes them.
 */
export const bootLoaders = (...args: Parameters<typeof bootWith>) => [bootWith(...args)];

/**
 * A page story pinned to one variant and role (and, when given, one of the viewport presets of
 * .storybook/visual.ts), on the casino booted with nothing more.
 */
export const seenAs = (variant: LobbyVariant, role: LobbyRole, viewport?: keyof typeof viewports) => ({
  globals: { variant, role, ...(viewport ? { viewport: { value: viewport, isRotated: false } } : {}) },
  loaders: bootLoaders({}),
});
