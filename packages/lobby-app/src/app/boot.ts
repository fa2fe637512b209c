import { i18n } from '@lingui/core';
import {
  describeEnvIssue,
  parseCasinoConfig,
  registersServiceWorker,
  resolveLanguage,
  type SchemaIssue,
  toLanguage,
  variantOf,
} from '@lobby/domain';
import { activateLocale, brandForCasino, isLocale } from '@lobby/ui';
import type { DemoCasino } from '../../demo-casino/casino.ts';
import { createApi, describeApiError, loadEnv, type RuntimeEnv } from '../api/index.ts';
import { withChangesInFlight } from '../features/favourites/favourites.ts';
import { followUnread } from '../features/inbox/unread.ts';
import { prefetchPromotions } from '../features/promotions/usePromotions.ts';
import { pageForPath, routePath } from '../navigation/paths.ts';
import { forgetQueries } from '../platform/query/query-cache.ts';
import { afterFirstContent } from '../platform/scheduling/first-content.ts';
import { nextTask } from '../platform/scheduling/next-task.ts';
import { withinTimeLimit } from '../platform/scheduling/time-limit.ts';
import { catalogue, replaceCatalogue } from '../state/catalogue.ts';
import type { StoredCatalogue } from '../state/catalogue-cache.ts';
import { keepPlayerForOffline } from '../state/keep-player.ts';
import { STORAGE, STORED_READ_LIMIT_MS } from '../state/local-stores.ts';
import { claimPlayerData } from '../state/player-data.ts';
import { services } from '../state/services.ts';
import { DFS_ANSWER_PENDING, session } from '../state/session.ts';
import { wallet } from '../state/wallet.ts';
import { readStorage, writeStorage } from '../state/web-storage.ts';
import { LANGUAGE_KEY } from './preferences.ts';
import { forgetDemoWorker, registerServiceWorker } from './service-workers.ts';
import { warmIntl } from './warm-intl.ts';

const GAMES_LOADED_AT_KEY = STORAGE.gamesLoadedAt;
const TOTAL_JACKPOT_KEY = STORAGE.totalJackpot;

// The browser database library is not needed for the first render: keep it out of the first download.
const cache = () => import('../state/catalogue-cache.ts');

/**
 * Start-up (§4): runtime env → (demo casino) → config → catalogue (the stored one first, when it belongs to
 * this casino and player and comes before the network's: a warm start) → loading ends → for a player,
 * favourites and free-spin flags; once the first screen is up, the stored catalogue is cleared and the new
 * one stored. When the network fails but a catalogue is stored, the lobby starts from it and says it is
 * offline; with nothing stored it shows a clear failure with a way to retry.
 */
export interface StartOptions {
  /** A ready env instead of env.json (Storybook, tests). */
  readonly env?: RuntimeEnv;
  /** A demo casino whose handlers are already installed (Storybook's MSW), instead of starting the worker. */
  readonly demoCasino?: DemoCasino;
}

let lastOptions: StartOptions = {};
/** The runtime env, fetched by `prepareStart` while the shell renders; the first start takes it. */
let earlyEnv: ReturnType<typeof loadEnv> | null = null;

function fetchEnv(early?: Promise<Response>): ReturnType<typeof loadEnv> {
  return loadEnv(new URL('env.json', document.baseURI).href, {
    baseUrl: document.baseURI,
    ...(early ? { fetch: () => early } : {}),
  });
}

declare global {
  interface ImportMetaEnv {
    /**
     * false only in the operator's build (vite.config.ts), which has no demo casino: each branch that loads
     * it is dead code there and leaves the bundle. Elsewhere (the demo build, the dev server, tests, stories)
     * it is true or unset.
     */
    readonly LOBBY_DEMO?: boolean;
  }
  interface Window {
    /** env.json, requested by public/early-start.js before the lobby's code arrived; taken once. */
    lobbyEnvRequest?: Promise<Response>;
  }
}

/**
 * Begins what start-up waits on before anything is on screen: the runtime env (already requested by the
 * page's head script when it ran) and, for the demo casino, its code. Called once, as the page's script
 * starts, so those downloads overlap the first render.
 */
export function prepareStart(): void {
  // the formatters' locale data loads in short tasks while the casino's answers are on their way, instead
  // of inside the render that draws the games
  warmIntl(session.language);
  const requested = window.lobbyEnvRequest;
  window.lobbyEnvRequest = undefined;
  earlyEnv = fetchEnv(requested);
  if (import.meta.env.LOBBY_DEMO !== false)
    void earlyEnv.then((env) => {
      if (env.ok && env.value.demo) void import('../../demo-casino/browser.ts').catch(() => undefined);
    });
}

export async function startLobby(options: StartOptions = lastOptions): Promise<void> {
  lastOptions = options;
  services.restart = () => startLobby();
  // a start (or a restart against a changed casino) is a new visit: no answer of the last one is reused
  forgetQueries();
  session.status = 'booting';
  session.failure = null;
  session.setupProblem = null;

  const early = earlyEnv;
  earlyEnv = null;
  const env = options.env ? ({ ok: true, value: options.env } as const) : await (early ?? fetchEnv());
  // a file that does not say what the lobby needs is the operator's to fix, whatever is stored
  if (!env.ok && env.error.kind === 'schema') return stopForSetup(env.error);
  if (!env.ok) {
    await startOffline(`The lobby settings could not be loaded (${env.error.kind}).`);
    return;
  }
  if (env.value.demo && import.meta.env.LOBBY_DEMO === false)
    return stopForSetup({ path: 'demo', message: 'is true, but this build has no demo casino' });
  // an origin that served the demo build before keeps its worker until a deployment without it removes it
  const demoWorkerGone = env.value.demo ? Promise.resolve(0) : forgetDemoWorker(navigator.serviceWorker);
  services.env = env.value;
  if (options.demoCasino) services.demo = { casino: options.demoCasino, stop: () => undefined };
  if (import.meta.env.LOBBY_DEMO !== false && env.value.demo && !services.demo) {
    try {
      const { startDemoCasino } = await import('../../demo-casino/browser.ts');
      services.demo = await startDemoCasino(env.value);
    } catch (error) {
      console.error('The demo casino could not start', error);
    }
  }
  const api = createApi(env.value);
  services.api = api;
  // §7: a service worker on stage and local hosts only; with the demo casino its worker holds that scope, and
  // without it the demo's worker is gone from the scope first
  if (!services.demo && registersServiceWorker(window.location.hostname))
    void demoWorkerGone.then(registerServiceWorker);

  // The game list does not depend on the config's answer: both are asked for at once, and read in the
  // order of §4 (config first), so the catalogue arrives a round trip sooner. The stored list is read
  // meanwhile, for a warm start or a start without the network.
  const gamesCall = new AbortController();
  const gamesRequest = api.getGames({ signal: gamesCall.signal });
  // A visit that never loaded a game list here has none stored: the browser database's code then stays out
  // of the start (it comes once the first screen is up, to store this visit's list). Without the network the
  // database is read all the same, in case only the browser's other storage was cleared.
  const mayHaveStored = readStorage('local', GAMES_LOADED_AT_KEY) !== null;
  const storedRead = new AbortController();
  const storedList = mayHaveStored ? readStored(storedRead.signal) : Promise.resolve(null);
  const storedForOffline = () => (mayHaveStored ? storedList : readStored());
  const config = await api.getConfig();
  if (!config.ok) {
    gamesCall.abort();
    await startOffline(describeApiError(config.error), storedForOffline());
    return;
  }
  const { casino, player } = config.value;
  // before anything reads them: the browser's per-player stores are this player's (or the guest's) alone
  void claimPlayerData(player?.pid ?? null);
  session.config = casino;
  session.variant = variantOf(casino);
  // the messages read here belong to the player who read them
  if (session.player?.pid !== player?.pid) wallet.readHere = [];
  // every start asks ?DFS again: until it answers, the config's flags count and nothing pops up by itself
  session.dfsAnswer = DFS_ANSWER_PENDING;
  session.player = player;
  session.offlinePlayer = null;
  session.brand = brandForCasino(casino.casinoId);
  wallet.balances = player?.balances ?? null;
  wallet.favourites = player ? [...player.favorites] : [];
  document.documentElement.classList.toggle('guest', player === null);

  const stored = readStorage('local', LANGUAGE_KEY);
  const language = resolveLanguage({
    stored: isLocale(stored) ? stored : null,
    configLanguage: casino.language,
    initial: toLanguage(session.language) ?? 'en',
  });
  session.language = await activateLocale(i18n, language);
  // the promotions need no game list: for the promotions page, and for the home page's promo hero (the
  // largest thing on its first screen), the call goes out now rather than once the games are drawn
  const page = pageForPath(routePath(window.location.pathname, new URL(document.baseURI).pathname));
  if (page === 'PromotionsPage' || page === 'HomePage')
    prefetchPromotions(api, page === 'HomePage' ? 'home' : 'page', session.language, player?.pid ?? null);

  catalogue.status = 'loading';
  const owner = { casinoId: casino.casinoId, playerId: player?.pid ?? null };
  // a warm start: the list stored for this casino and player is shown when it comes before the network's
  const storedOrGames = async (): Promise<StoredCatalogue | Awaited<typeof gamesRequest>> => {
    const kept = await storedList;
    return kept && kept.casinoId === owner.casinoId && kept.playerId === owner.playerId ? kept : gamesRequest;
  };
  const first = await Promise.race([gamesRequest, storedOrGames()]);
  const warm = 'ok' in first ? null : first;
  if (warm) {
    replaceCatalogue(warm.catalogue, warm.savedAt, false);
    session.status = 'ready';
  }
  // the network's list came first: the stored one is wanted only if that failed
  else if ('ok' in first && first.ok) storedRead.abort();
  const games = await gamesRequest;
  // reading the game list and drawing it are each a good slice of a phone's main thread: not in one task
  await nextTask();
  if (games.ok) {
    const now = Date.now();
    // the network's list takes the stored one's place; the home rows keep the games they drew
    replaceCatalogue(games.value, now, false, { keepDraw: warm !== null });
    // §3 local stores: when the game list was last loaded, and the total jackpot
    writeStorage('local', GAMES_LOADED_AT_KEY, String(now));
    writeStorage('local', TOTAL_JACKPOT_KEY, String(games.value.totalJackpot));
    if (games.value.skipped.length > 0) console.warn(`${games.value.skipped.length} games could not be read`);
    // §4: the stored list is cleared and this one stored, once the first screen is up (storing ten thousand
    // games is not free), and only while this list is still the lobby's: a newer one stores its own
    const fresh = games.value;
    afterFirstContent(() => {
      if (catalogue.loadedAt !== now) return;
      void cache().then(({ storeCatalogue }) =>
        storeCatalogue(fresh, now, owner, () => catalogue.loadedAt === now),
      );
    });
  } else {
    const kept = warm ?? (await withinTimeLimit(storedForOffline(), STORED_READ_LIMIT_MS));
    if (kept) replaceCatalogue(kept.catalogue, kept.savedAt, true, { keepDraw: warm !== null });
    else {
      catalogue.status = 'error';
      catalogue.error = describeApiError(games.error);
    }
  }
  session.status = 'ready';

  if (player) {
    // at login: the player's name and favourites, kept for a start without the network
    afterFirstContent(keepPlayerForOffline);
    await loadPlayerExtras();
  }
}

/** Favourites and daily-free-spin flags, fetched once the lobby is usable (§4). */
export async function loadPlayerExtras(): Promise<void> {
  const api = services.api;
  if (!api) return;
  const [favourites] = await Promise.all([api.getFavorites(), followUnread()]);
  // a change the player made while the list was on its way stays made
  if (favourites.ok) {
    wallet.favourites = withChangesInFlight(favourites.value);
    keepPlayerForOffline();
  }
  // §7 ?DFS: the player's own daily free spins flags. When the call fails the config's flags count (see
  // effectiveDfsFlags), so the player still gets the spins the casino offers, and the console says why.
  const pid = session.player?.pid;
  const flags = await api.getDfsFlags();
  // a start for someone else since the call went out asks again for them
  if (session.player?.pid !== pid) return;
  if (flags.ok) session.dfsAnswer = { kind: 'answered', flags: flags.value };
  else {
    session.dfsAnswer = { kind: 'failed' };
    console.warn(
      `The daily free spins flags (?DFS) could not be read, the casino's settings count: ${describeApiError(flags.error)}`,
    );
  }
}

/** The stored catalogue (see state/catalogue-cache.ts), or null; never a failure. */
function readStored(signal?: AbortSignal): Promise<StoredCatalogue | null> {
  return cache()
    .then(({ readStoredCatalogue }) => readStoredCatalogue(signal))
    .catch(() => null);
}

async function startOffline(reason: string, stored = readStored()): Promise<void> {
  console.warn(`Starting without the casino: ${reason}`);
  // the player last here (name and favourites, read-only) is read beside the games; none: a guest lobby
  const [cached, offlinePlayer] = await Promise.all([
    withinTimeLimit(stored, STORED_READ_LIMIT_MS),
    import('../state/offline-player.ts')
      .then(({ readOfflinePlayer }) => readOfflinePlayer())
      .catch(() => null),
  ]);
  if (!cached) {
    session.status = 'failed';
    session.failure = reason;
    return;
  }
  const casino = parseCasinoConfig({});
  session.config = casino;
  session.variant = variantOf(casino);
  session.player = null;
  session.offlinePlayer = offlinePlayer;
  wallet.balances = null;
  wallet.favourites = offlinePlayer ? [...offlinePlayer.favourites] : [];
  replaceCatalogue(cached.catalogue, cached.savedAt, true);
  session.status = 'ready';
}

/** Start-up stops on env.json the operator must fix: the failure screen says which field and how. */
function stopForSetup(issue: SchemaIssue): void {
  console.error(describeEnvIssue(issue));
  session.status = 'failed';
  session.failure = describeEnvIssue(issue);
  session.setupProblem = describeEnvIssue(issue);
}
