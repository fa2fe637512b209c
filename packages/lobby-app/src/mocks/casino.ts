/**
 * The demo casino: a stateful model of the platform behind §7. It answers in wire shapes (the handlers
 * only serialise and encode), keeps the player's changes for the browser session, and exposes switches and
 * a login stand-in for the demo panel.
 */
import type { CallName } from '../api/calls.ts';
import type { RuntimeEnv } from '../api/env.ts';
import type { KeyValueStorage } from '../api/message-cache.ts';
import { generateCatalogue } from './catalogue/generate.ts';
import type { WireCatalogue, WireGame } from './catalogue/wire.ts';
import { inboxMessages } from './content/messages.ts';
import { launcherFor, navigationFor } from './content/navigation.ts';
import { CASINO_NAMES, DEMO_PLAYERS, type DemoPlayer } from './content/players.ts';
import { customPromos, regularPromos } from './content/promotions.ts';
import { serverDate, serverDateTime } from './content/server-time.ts';
import { fusionTournaments, rtgTournaments } from './content/tournaments.ts';
import { translationFile } from './content/translations.ts';
import { createRng, hashText } from './prng.ts';
import { type DemoFault, type DemoProfile, type DemoSettings, resolveSettings } from './settings.ts';
import { memoryStorage, readJson, safeStorage } from './storage.ts';

const SETTINGS_KEY = 'demo-casino.settings';
const STATE_KEY = 'demo-casino.state';

interface GameRef {
  shortname: string;
  provider: string;
}

/** What a player changed; kept per profile so switching profiles keeps each one's session. */
interface PlayerState {
  favourites: GameRef[] | null;
  balanceDelta: number;
  activeCoupon: string | null;
  my50free: boolean;
  redeemedOn: string | null;
  emailSentChecks: number | null;
  emailClicked: boolean;
  cancelledWithdrawals: number[];
  recent: GameRef[];
  launches: number;
}

interface DemoState {
  players: Partial<Record<DemoProfile, PlayerState>>;
}

const freshPlayerState = (): PlayerState => ({
  favourites: null,
  balanceDelta: 0,
  activeCoupon: null,
  my50free: false,
  redeemedOn: null,
  emailSentChecks: null,
  emailClicked: false,
  cancelledWithdrawals: [],
  recent: [],
  launches: 0,
});

/** Known coupons: code → what redeeming says. */
const COUPONS: Record<string, string> = {
  WELCOME100: '100% welcome bonus',
  RELOAD50: '50% reload bonus',
  FREESPINS25: '25 free spins',
  MY50FREE: '50 free spins for new players',
};

/** Coupons the quick-deposit check still offers but the coupon controller refuses: code → reason. */
const EXPIRED_COUPONS: Record<string, string> = {
  SUMMER20: 'This coupon has expired.',
};

/** The coupon a player starts with when their daily free spins wait on an active coupon. */
const STARTING_COUPON = 'WELCOME100';

const WHEEL_SLICES = [
  { no_of_spins: 5, probability: 30 },
  { no_of_spins: 10, probability: 25 },
  { no_of_spins: 15, probability: 20 },
  { no_of_spins: 20, probability: 12 },
  { no_of_spins: 25, probability: 8 },
  { no_of_spins: 50, probability: 5 },
];

/** Balance changes after real-money games, so win and lose notices show in turn. */
const GAME_RESULTS = [12.5, -4, 0.5, -20, 150, -3, 7.25];

/**
 * What a real game offers besides playing: a cashier button (it asks the lobby for the cashier, §4) and an
 * exit button (it opens the returnurl the lobby appended, i.e. the lobby's exit page).
 */
const GAME_BUTTONS =
  '<p style="display:flex;gap:.75rem;justify-content:center">' +
  '<button type="button" onclick="parent.postMessage({type:\'cashier\'},\'*\')" style="font:inherit;padding:.5rem 1rem">Cashier</button>' +
  '<button type="button" onclick="var q=new URLSearchParams(decodeURIComponent(location.href.split(\'<!--\').pop()||\'\'));var u=q.get(\'returnurl\');if(u&&/^https?:/.test(u))location.href=u" style="font:inherit;padding:.5rem 1rem">Exit game</button>' +
  '</p>';

export interface DepositOutcomeBody {
  type: 'lobby:quick-deposit-result';
  state: 'success' | 'error' | 'unconfirmed';
  amount: number | null;
  message: string | null;
}

export interface DemoCasinoOptions {
  readonly env: RuntimeEnv;
  readonly settings?: Partial<DemoSettings>;
  /** Where session state lives; memory when absent. */
  readonly storage?: KeyValueStorage | null;
  readonly now?: () => number;
}

// Game lists made lately, shared by every casino of the page or worker: a tab that reloads gets a new casino
// (read from its session storage) but not a new list to make. A list is never changed once made.
const MADE_CATALOGUES_KEPT = 4;
const madeCatalogues = new Map<string, WireCatalogue>();

function madeCatalogue(key: string, make: () => WireCatalogue): WireCatalogue {
  const kept = madeCatalogues.get(key);
  if (kept) return kept;
  const made = make();
  madeCatalogues.set(key, made);
  if (madeCatalogues.size > MADE_CATALOGUES_KEPT) {
    const oldest = madeCatalogues.keys().next();
    if (!oldest.done) madeCatalogues.delete(oldest.value);
  }
  return made;
}

/** Listens to switch and login changes (the demo panel re-renders). */
export type DemoListener = (settings: DemoSettings) => void;

export class DemoCasino {
  readonly env: RuntimeEnv;
  readonly now: () => number;
  private readonly storage: KeyValueStorage;
  private current: DemoSettings;
  private state: DemoState;
  private catalogueCache: {
    key: string;
    catalogue: WireCatalogue;
    byShortname: Map<string, WireGame>;
  } | null = null;
  private readonly listeners = new Set<DemoListener>();

  constructor(options: DemoCasinoOptions) {
    this.env = options.env;
    this.now = options.now ?? Date.now;
    this.storage = safeStorage(options.storage ?? memoryStorage());
    const stored = readJson(this.storage, SETTINGS_KEY);
    this.current = resolveSettings(
      stored !== null && typeof stored === 'object' ? (stored as Partial<DemoSettings>) : {},
      options.settings ?? {},
    );
    const state = readJson(this.storage, STATE_KEY);
    this.state =
      state !== null && typeof state === 'object' && 'players' in state
        ? (state as DemoState)
        : { players: {} };
    this.saveSettings();
  }

  // --- switches and login -------------------------------------------------------------------------------

  get settings(): DemoSettings {
    return this.current;
  }

  /** Changes switches (the demo panel); kept for the session. */
  update(change: Partial<DemoSettings>): DemoSettings {
    this.current = resolveSettings(this.current, change);
    this.saveSettings();
    for (const listener of this.listeners) listener(this.current);
    return this.current;
  }

  subscribe(listener: DemoListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The platform's login, stood in: the next getconfig answers this player. */
  login(profile: Exclude<DemoProfile, 'guest'> = 'new'): DemoSettings {
    return this.update({ profile });
  }

  logout(): DemoSettings {
    return this.update({ profile: 'guest' });
  }

  get isLoggedIn(): boolean {
    return this.current.profile !== 'guest';
  }

  /** The fault switched on for a call, if any. */
  faultFor(call: CallName): DemoFault | null {
    return this.current.faults[call] ?? null;
  }

  setFault(call: CallName, fault: DemoFault | null): DemoSettings {
    const faults = { ...this.current.faults };
    if (fault === null) delete faults[call];
    else faults[call] = fault;
    return this.update({ faults });
  }

  /** Forgets everything the players changed this session. */
  resetState(): void {
    this.state = { players: {} };
    this.saveState();
  }

  private saveSettings(): void {
    this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.current));
  }

  private saveState(): void {
    this.storage.setItem(STATE_KEY, JSON.stringify(this.state));
  }

  private get fusion(): boolean {
    return this.current.variant === 'fusion';
  }

  private get player(): DemoPlayer | null {
    return this.current.profile === 'guest' ? null : DEMO_PLAYERS[this.current.profile];
  }

  private playerState(): PlayerState {
    const profile = this.current.profile;
    const existing = this.state.players[profile];
    if (existing) return { ...freshPlayerState(), ...existing };
    const activeCoupon = this.player?.dfs === 'active_coupon' ? STARTING_COUPON : null;
    return { ...freshPlayerState(), activeCoupon };
  }

  private changePlayer(change: (state: PlayerState) => void): void {
    const next = this.playerState();
    change(next);
    this.state.players[this.current.profile] = next;
    this.saveState();
  }

  private get currency(): { code: string; symbol: string } {
    return this.current.casinoId === 85 ? { code: 'EUR', symbol: '€' } : { code: 'USD', symbol: '$' };
  }

  // --- catalogue --------------------------------------------------------------------------------------------

  /** The generated catalogue (cached per seed, size, variant and day). */
  catalogue(): WireCatalogue {
    return this.indexed().catalogue;
  }

  /** What the game list is made from now: the cache key and the generator's options. */
  private catalogueRecipe() {
    const day = Math.floor(this.now() / 86_400_000);
    return {
      key: `${this.current.seed}:${this.current.games}:${this.fusion}:${day}`,
      options: {
        seed: this.current.seed,
        size: this.current.games,
        assetsHost: this.env.assetsHost,
        fusion: this.fusion,
        now: day * 86_400_000,
      },
    };
  }

  private indexed() {
    const { key, options } = this.catalogueRecipe();
    if (this.catalogueCache?.key !== key) {
      const catalogue = madeCatalogue(`${key}:${options.assetsHost}`, () => generateCatalogue(options));
      this.catalogueCache = {
        key,
        catalogue,
        byShortname: new Map(catalogue.games.map((g) => [g.shortname, g])),
      };
    }
    return this.catalogueCache;
  }

  game(shortname: string): WireGame | null {
    return this.indexed().byShortname.get(shortname) ?? null;
  }

  private playableGames(): WireGame[] {
    return this.catalogue().games.filter((g) => g.shortname !== 'first-sportsbook' && g.game_lock === null);
  }

  private refOf(game: WireGame): GameRef {
    return { shortname: game.shortname, provider: game.provider };
  }

  private imageOf(game: WireGame, kind: string): string {
    return this.fusion
      ? `${this.env.assetsHost}fusion/${game.provider}/${kind}/${game.shortname}.jpg`
      : `${this.env.assetsHost}rtg/${kind}/${game.shortname}.jpg`;
  }

  // --- the player ---------------------------------------------------------------------------------------------

  private favourites(): GameRef[] {
    const state = this.playerState();
    if (state.favourites !== null) return state.favourites;
    const count = this.player?.favourites ?? 0;
    return createRng(this.current.seed)
      .fork(`favourites:${this.current.profile}`)
      .sample(this.playableGames(), count)
      .map((g) => this.refOf(g));
  }

  private balances() {
    const player = this.player;
    if (!player) return null;
    const balance = Math.round((player.balance + this.playerState().balanceDelta) * 100) / 100;
    return {
      balance: balance.toFixed(2),
      withdrawable: Math.max(0, balance - (player.bonus ?? 0)).toFixed(2),
      playthrough: player.bonus === null ? null : (player.bonus * 30).toFixed(2),
      bonus: player.bonus === null ? null : player.bonus.toFixed(2),
      comppoints: this.fusion || player.comppoints === null ? null : String(player.comppoints),
      currency_code: this.currency.code,
    };
  }

  /** ?getconfig: the casino and the player. */
  config(): unknown {
    const id = this.current.casinoId;
    const assets = this.env.assetsHost;
    const player = this.player;
    const fun = this.current.variant === 'fun';
    return {
      casino: {
        environment: 'stage',
        language: 'en',
        is_fusion: this.fusion ? '1' : '0',
        fun_money_casino: fun ? '1' : '0',
        assets_domain: assets,
        base_location: this.env.baseLocation,
        currency: this.currency.code,
        year: String(new Date(this.now()).getUTCFullYear()),
        casino_name: CASINO_NAMES[id],
        casino_id: String(id),
        // casino 85 ships its own wordmark; the others show their brand's generated mark and name
        casino_logo_dark: id === 85 ? `${assets}logos/casino-${id}-dark.svg` : '',
        casino_logo_light: id === 85 ? `${assets}logos/casino-${id}-light.svg` : '',
        casino_logo_icon: `${assets}logos/casino-${id}-icon.svg`,
        loader_image: `${assets}logos/casino-${id}-loader.svg`,
        use_vertical_thumbs: id === 93 ? '1' : '0',
        pages: {
          signup: '/signup/',
          cashier: '/cashier/',
          banking: '/banking/',
          contact: '/contact/',
          terms: '/terms/',
          privacy: '/privacy/',
          vipprogram: '/vip-program/',
          promotions: '/promotions-info/',
        },
        quickdeposit_enabled: fun ? '0' : '1',
        allow_play_for_free_before_login: this.fusion ? '0' : '1',
        livedealer: this.fusion ? '' : 'livecasino',
        tournaments: '1',
        gameofthemonth_api: '1',
        use_diff_theme_icons: id === 14 ? '1' : '0',
        dfs: fun ? '0' : '1',
        // the lobby pops daily free spins up by itself only once a demo_dfs state is chosen, so every other
        // demo walkthrough starts without a modal; ?DFS still reports the casino's own setting
        dfs_popup: (id === 4 || id === 85) && this.current.dfs !== 'auto' ? '1' : '0',
        dfs_spinwheel: id === 4 || id === 85 ? '1' : '0',
        home_sections: [],
        navigation: navigationFor(this.fusion, id),
        launcher: launcherFor(),
      },
      player: player
        ? {
            PID: player.PID,
            fname: player.fname,
            lname: player.lname,
            class: player.class,
            class_vip_level: player.class_vip_level,
            class_display_name: player.class_display_name,
            currency_code: this.currency.code,
            practicemode: player.practicemode ? '1' : '0',
            balances: this.balances(),
            favorites: this.favourites(),
          }
        : null,
    };
  }

  /** ?getgames. */
  games(): WireCatalogue {
    return this.catalogue();
  }

  /** ?myfavorites. */
  favoritesBody(): unknown {
    return { favorites: this.player ? this.favourites() : [] };
  }

  /** ?DFS. */
  dfsFlags(): unknown {
    const casino = this.config() as { casino: Record<string, unknown> };
    return {
      dfs: casino.casino.dfs,
      dfs_popup: this.current.casinoId === 4 || this.current.casinoId === 85 ? '1' : '0',
      dfs_spinwheel: casino.casino.dfs_spinwheel,
    };
  }

  /** ?getBalance. */
  balanceBody(): unknown {
    return this.balances() ?? { balance: null, currency_code: this.currency.code };
  }

  /** ?getunreadmessages. */
  unread(): unknown {
    const player = this.player;
    return {
      total_unread: player ? inboxMessages(this.now(), player.fname).filter((m) => m.read === '0').length : 0,
    };
  }

  /** ?getgamelockdetails. */
  gameLock(form: URLSearchParams): unknown {
    const game = this.game(form.get('shortname') ?? '');
    return game?.game_lock ? { game_lock: game.game_lock } : { game_lock: {} };
  }

  /** setFavorite. */
  setFavorite(form: URLSearchParams): unknown {
    const game = this.game(form.get('game') ?? '');
    const action = form.get('action');
    if (!this.player || !game || (action !== 'add' && action !== 'remove')) return { success: false };
    const current = this.favourites().filter((f) => f.shortname !== game.shortname);
    const next = action === 'add' ? [...current, this.refOf(game)] : current;
    this.changePlayer((state) => {
      state.favourites = next;
    });
    return { success: true };
  }

  // --- playing ------------------------------------------------------------------------------------------------

  /** A page for an iframe, as a data: URL (frames' navigations never reach a service worker). */
  private framePage(title: string, body: string): string {
    // the trailing comment swallows the token, Language and returnurl the lobby appends
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="margin:0;display:grid;place-items:center;min-height:100vh;font-family:system-ui;background:#111827;color:#f9fafb;text-align:center"><main><h1>${title}</h1>${body}<p id="q" style="opacity:.7;font-size:.8rem"></p></main><script>document.getElementById('q').textContent=decodeURIComponent(location.href.split('<!--').pop()||'').replace(/&?returnurl=[^&]*/,'')</script></body></html><!--`;
    return `data:text/html;charset=utf-8,${encodeURIComponent(html).replace(/%3C!--$/i, '<!--')}`;
  }

  /** ?gamelauncher. */
  launch(form: URLSearchParams): unknown {
    const shortname = form.get('game') ?? '';
    const realMoney = form.get('realmoney') === '1';
    const game = this.game(shortname);
    if (!game) return { success: false, error: 'invalid_game', game_name: shortname, games: [] };
    if (realMoney && !this.player)
      return { success: false, error: 'auth_required', game_name: game.display_name, games: [] };
    if (hashText(game.shortname) % 41 === 0)
      return { success: false, error: 'mobile_only', game_name: game.display_name, games: [] };
    const mode = realMoney ? 'Real money' : 'Practice mode';
    const entry = (provider: string) => ({
      url: this.framePage(
        game.display_name,
        `<p>${mode} · ${provider}</p><p>This is the demo casino's stand-in for the game.</p>${GAME_BUTTONS}`,
      ),
      provider,
      gameID: game.id,
      synth: game.synth,
      ...(game.synth === '1'
        ? {
            synth_details: {
              imgLoader: this.imageOf(game, 'synth-loader'),
              imgReminder: this.imageOf(game, 'synth-reminder'),
              imgPopup: this.imageOf(game, 'synth-popup'),
              linkReminder: '/promotions',
              frwText: 'You unlocked a bonus round!',
              'frwText sp': '¡Has desbloqueado una ronda de bonificación!',
            },
          }
        : {}),
    });
    const requested = form.get('provider');
    // in fusion, every 7th game is offered by two studios, so the provider chooser shows
    const twin = this.fusion && !requested && Number(game.id) % 7 === 0;
    const providers = twin
      ? [game.provider, 'golden-reel' === game.provider ? 'nebula-gaming' : 'golden-reel']
      : [requested || game.provider];
    if (realMoney) {
      this.changePlayer((state) => {
        state.recent = [
          this.refOf(game),
          ...state.recent.filter((r) => r.shortname !== game.shortname),
        ].slice(0, 12);
        state.balanceDelta += GAME_RESULTS[state.launches % GAME_RESULTS.length] ?? 0;
        state.launches += 1;
      });
    }
    return { success: true, error: '', game_name: game.display_name, games: providers.map(entry) };
  }

  /** ?gettoken. */
  token(): unknown {
    const pid = this.player?.PID ?? 'guest';
    return { token: `demo-${pid}-${hashText(`${pid}:${this.playerState().launches}`).toString(16)}` };
  }

  /** ?keepplaying. */
  keepPlaying(): unknown {
    if (!this.player) return { games: [] };
    const recent = this.playerState().recent;
    if (recent.length > 0) return { games: recent };
    const seeded = createRng(this.current.seed)
      .fork(`recent:${this.current.profile}`)
      .sample(this.playableGames(), 5);
    return { games: seeded.map((g) => this.refOf(g)) };
  }

  /** ?suggest. */
  suggest(): unknown {
    if (!this.player) return [];
    return createRng(this.current.seed)
      .fork(`suggest:${this.current.profile}`)
      .sample(this.playableGames(), 12)
      .map((g) => this.refOf(g));
  }

  /** ?winners: both spellings of game and shortname occur, as on the real platform. */
  winners(): unknown {
    const rng = createRng(this.current.seed).fork('winners');
    const games = rng.sample(this.playableGames(), 40);
    const names = [
      'Ja***s',
      'Mi***y',
      'Ro***o',
      'Ke***n',
      'Al***a',
      'Pe***r',
      'Su***e',
      'Da***d',
      'Lu***a',
      'Ch***s',
    ];
    const row = (game: WireGame, index: number, amount: number, hoursAgo: number) =>
      index % 2 === 0
        ? {
            username: rng.pick(names),
            date: serverDateTime(this.now() - hoursAgo * 3_600_000),
            amount: amount.toFixed(2),
            game: game.display_name,
            shortname: game.shortname,
            provider: game.provider,
          }
        : {
            username: rng.pick(names),
            date: serverDateTime(this.now() - hoursAgo * 3_600_000),
            amount,
            game_name: game.display_name,
            short_name: game.shortname,
            provider: game.provider,
          };
    return {
      recent: games.slice(0, 20).map((g, i) => row(g, i, rng.int(20, 5_000) + rng.int(0, 99) / 100, i * 0.3)),
      top: games
        .slice(20, 30)
        .map((g, i) => row(g, i, 250_000 - i * 18_000 + rng.int(0, 999), 24 * (i + 1)))
        .sort((a, b) => Number(b.amount) - Number(a.amount)),
    };
  }

  /** ?gettournaments: fusion page lists, or a home list; RTG objects outside fusion. */
  tournaments(form: URLSearchParams): unknown {
    const ctx = {
      now: this.now(),
      assets: this.env.assetsHost,
      providers: this.catalogue().providers.map((p) => p.shortname),
      games: createRng(this.current.seed)
        .fork('tournament-games')
        .sample(this.playableGames(), 60)
        .map((g) => g.shortname),
    };
    const home = form.get('home') !== null;
    if (!this.fusion) {
      const list = rtgTournaments(ctx);
      return home
        ? list
        : {
            active_tournaments: list.filter((t) => t.status === 'Running'),
            upcoming_tournaments: list.filter((t) => t.status !== 'Running'),
            finished_tournaments: [],
          };
    }
    const all = fusionTournaments(ctx);
    if (home) return all.filter((t) => t.status !== 'finished').map((t) => t.body);
    return {
      active_tournaments: all.filter((t) => t.status === 'running').map((t) => t.body),
      upcoming_tournaments: all.filter((t) => t.status === 'upcoming').map((t) => t.body),
      finished_tournaments: all.filter((t) => t.status === 'finished').map((t) => t.body),
    };
  }

  /** ?gettournamentslobby. */
  tournamentsLobby(): unknown {
    return {
      url: this.framePage('Tournaments lobby', "<p>The tournament provider's lobby would load here.</p>"),
    };
  }

  /** ?getlivedealer. */
  liveDealer(form: URLSearchParams): unknown {
    const table = form.get('getlivedealer') ?? '';
    return {
      url: this.framePage('Live dealer', `<p>Live tables (${table || 'default'}) would stream here.</p>`),
    };
  }

  /** ?getpromos, as many as the promos switch says: all, a single custom block, or none. */
  promos(form: URLSearchParams): unknown {
    const regularOnly = form.get('regular_only') !== null;
    const which = this.current.promos;
    const custom = which === 'none' ? [] : customPromos(which === 'one' ? 1 : undefined);
    return {
      regular_promos:
        which === 'all' ? regularPromos(this.now(), this.env.assetsHost, this.currency.symbol) : [],
      custom_promos: regularOnly ? [] : custom,
      category: ['casino', 'reload', 'vip'],
    };
  }

  // --- widgets --------------------------------------------------------------------------------------------------

  widgets(): unknown {
    return { widgets: ['escapepod', 'crewpon', 'fortuneteller'] };
  }

  stickyBanner(): unknown {
    return this.player
      ? { stickybanner: '0', html: '' }
      : { stickybanner: '1', html: '<p><strong>New here?</strong> Sign up for a 200% welcome bonus.</p>' };
  }

  raf(): unknown {
    return {
      page: '/dashboard/refer-a-friend',
      url: `https://demo.casino.invalid/raf?ref=${this.player?.PID ?? ''}`,
    };
  }

  gameOfTheMonth(): unknown {
    const game = createRng(this.current.seed).fork('gotm').pick(this.playableGames());
    return {
      id: game.id,
      title: game.display_name,
      image: this.imageOf(game, 'thumbnails'),
      description: `<p>Our pick this month: ${game.display_name}, with ${game.features.join(', ') || 'classic play'}.</p>`,
      cta: { label: 'Play now', link: `/play/${game.shortname}${this.fusion ? `?by=${game.provider}` : ''}` },
    };
  }

  widgetHtml(name: 'escapepod' | 'crewpon' | 'fortuneteller'): unknown {
    const text = {
      escapepod: 'Escape Pod: 3 bonus pods left today',
      crewpon: 'Crewpon: your crew earned 2 coupons',
      fortuneteller: 'Fortune Teller: a lucky day ahead',
    }[name];
    return { html: `<div class="demo-widget demo-widget-${name}">${text}</div>` };
  }

  widgetAssets(controller: 'wpc2' | 'synth'): unknown {
    return { scripts: [], styles: [], data: { controller, enabled: true } };
  }

  widgetMarkup(controller: 'wpc2' | 'synth'): string {
    return `<div class="demo-widget demo-widget-${controller}">${controller === 'wpc2' ? 'Prize wheel widget' : 'Synth bonus widget'}</div>`;
  }

  // --- loyalty --------------------------------------------------------------------------------------------------

  private dfsReason(): string {
    const player = this.player;
    if (!player) return 'no_dfs_data';
    if (this.current.dfs !== 'auto') return this.current.dfs;
    const state = this.playerState();
    if (state.redeemedOn === serverDate(this.now())) return 'redeemed_today';
    if (player.dfs === 'email_not_clicked' && state.emailClicked) return 'allowed';
    if (player.dfs === 'active_coupon' && state.activeCoupon === null && state.redeemedOn !== null)
      return 'allowed';
    return player.dfs;
  }

  /** ?dailyfreespins. The `dfs` switch forces any state for the demo panel. */
  dailyFreeSpins(): unknown {
    const reason = this.dfsReason();
    const game = createRng(this.current.seed).fork('dfs-game').pick(this.playableGames());
    const allowed = reason === 'allowed' || reason === 'redeem_refused';
    return {
      DFSSPINWHEEL: this.current.casinoId === 4 || this.current.casinoId === 85 ? '1' : '0',
      allowed_to_redeem: allowed ? '1' : '0',
      reason_not_allowed_to_redeem: allowed ? '' : reason,
      last_x_days: '7',
      required_mininum_deposit: '30',
      enabled_sections: ['wheel', 'claim', 'terms'],
      slices: WHEEL_SLICES,
      newrulevalidation: {
        coupon_template: 'DFS-DAILY',
        program_template_id: '42',
        tier: this.player?.class_vip_level ?? '0',
        spins: 10,
        wspins: 10,
        dfs_game: game.shortname,
      },
      spins_remaining: allowed ? '1' : '0',
      game_slug: game.shortname,
      email: this.player ? `${this.player.fname.toLowerCase()}@example.com` : '',
      cashierURL: '/cashier/',
      webplayURL: `/play/${game.shortname}`,
      successmsg: 'Your free spins are waiting in {game}!',
      terms_page: '/terms/#daily-free-spins',
      casino_id: String(this.current.casinoId),
    };
  }

  sendFreeSpinEmail(): unknown {
    if (!this.player) return { success: false, message: 'Please log in.' };
    this.changePlayer((state) => {
      state.emailSentChecks = 0;
    });
    return { success: true, message: `We sent a link to ${this.player.fname.toLowerCase()}@example.com.` };
  }

  /** The link counts as clicked on the second check after the e-mail went out. */
  emailClickCheck(): unknown {
    if (!this.player) return { clicked: false };
    let clicked = false;
    this.changePlayer((state) => {
      if (state.emailSentChecks !== null) {
        state.emailSentChecks += 1;
        if (state.emailSentChecks >= 2) state.emailClicked = true;
      }
      clicked = state.emailClicked;
    });
    return { clicked: clicked ? '1' : '0' };
  }

  /** ?redeem_dfs GET (plain claim) and POST (with DFSvalidation from the wheel). */
  redeemDfs(validation: unknown): unknown {
    const reason = this.dfsReason();
    if (reason === 'redeem_refused')
      return {
        success: false,
        gamename: '',
        gameimage: '',
        shortcut: '',
        freespins: 0,
        responseMessage: 'Your free spins could not be credited. Please contact support.',
      };
    if (!this.player || reason !== 'allowed')
      return {
        success: false,
        gamename: '',
        gameimage: '',
        shortcut: '',
        freespins: 0,
        responseMessage: `Not allowed: ${reason}`,
      };
    let spins = 10;
    if (validation !== undefined) {
      const body = validation as { DFSvalidation?: { spins?: unknown; dfs_game?: unknown } } | null;
      const requested = Number(body?.DFSvalidation?.spins);
      if (!WHEEL_SLICES.some((slice) => slice.no_of_spins === requested))
        return {
          success: false,
          gamename: '',
          gameimage: '',
          shortcut: '',
          freespins: 0,
          responseMessage: 'The spin result could not be validated.',
        };
      spins = requested;
    }
    const game = createRng(this.current.seed).fork('dfs-game').pick(this.playableGames());
    this.changePlayer((state) => {
      state.redeemedOn = serverDate(this.now());
    });
    return {
      success: true,
      gamename: game.display_name,
      gameimage: this.imageOf(game, 'thumbnails'),
      shortcut: game.shortname,
      freespins: spins,
      responseMessage: `${spins} free spins added.`,
    };
  }

  // --- message center -----------------------------------------------------------------------------------------

  messages(): unknown {
    return { messages: this.player ? inboxMessages(this.now(), this.player.fname) : [] };
  }

  // --- cashier ------------------------------------------------------------------------------------------------

  private pending() {
    const player = this.player;
    if (!player) return [];
    const cancelled = new Set(this.playerState().cancelledWithdrawals);
    const methods = ['Visa', 'Bitcoin', 'Bank Transfer'];
    return Array.from({ length: player.pendingWithdrawals }, (_, i) => ({
      method_name: methods[i % methods.length] ?? 'Visa',
      timestamp: serverDateTime(this.now() - (i + 1) * 7 * 3_600_000),
      amount: (150 * (i + 1) + 0.5).toFixed(2),
      request_id: 88_000 + Number(player.PID.slice(-2)) * 10 + i,
      coindraw_withdrawal_id: methods[i % methods.length] === 'Bitcoin' ? `cd-${88_000 + i}` : '',
    })).filter((w) => !cancelled.has(w.request_id));
  }

  pendingWithdrawals(): unknown {
    const list = this.pending();
    return { results_count: list.length, pending_withdrawals: list, currency: this.currency.code };
  }

  /** ?cancelWithdrawal: answers in the platform's wrapped form; the amount goes back to the balance. */
  cancelWithdrawal(id: string, methodName: string): unknown {
    const found = this.pending().find((w) => String(w.request_id) === id && w.method_name === methodName);
    if (!found) return { CancelWithdrawalResult: { success: false } };
    // a crypto withdrawal already sent to the coin network cannot be called back
    if (found.coindraw_withdrawal_id !== '') return { CancelWithdrawalResult: { success: false } };
    this.changePlayer((state) => {
      state.cancelledWithdrawals.push(found.request_id);
      state.balanceDelta += Number(found.amount);
    });
    return { CancelWithdrawalResult: { success: true } };
  }

  quickDepositCheck(): unknown {
    const player = this.player;
    if (!player?.quickDeposit) return { usequickdeposit: '0' };
    const vip = this.current.profile === 'vip';
    return {
      usequickdeposit: '1',
      method_name: 'Visa',
      method_details: {
        min: '20',
        max: vip ? '5000' : '500',
        ccid: '7',
        ccnumber: '**** **** **** 4242',
        ccimg: `${this.env.assetsHost}icons/visa.svg`,
        commonname: 'Visa',
        alternative: player.alternativeCrypto ? 'bitcoin' : '',
      },
      recommended_amount: vip ? '250' : '50',
      currency: this.currency.code,
      currencySymbol: this.currency.symbol,
      cryptoaddress: player.alternativeCrypto ? 'bc1qdemo0address0for0crypto0deposits' : '',
      active_coupon: { couponcode: this.playerState().activeCoupon ?? '' },
      promos: [
        {
          promotion_id: '11',
          associated_coupon: 'RELOAD50',
          button_text: 'Get 50%',
          text: '50% reload bonus',
          terms: 'Min. deposit 20. 30x playthrough.',
        },
        {
          promotion_id: '12',
          associated_coupon: 'FREESPINS25',
          button_text: '25 spins',
          text: '25 free spins',
          terms: 'On selected slots.',
        },
        {
          promotion_id: '13',
          associated_coupon: 'SUMMER20',
          button_text: 'Get 20%',
          text: '20% summer bonus',
          terms: 'Min. deposit 20. 25x playthrough.',
        },
      ],
    };
  }

  /**
   * The quick-deposit processor's POST, by the last two digits of the amount: 13 declines the card (e.g.
   * 113), 66 fails without a reason, 99 leaves the deposit unconfirmed; any other amount within the card's
   * limits succeeds and raises the balance.
   */
  processDeposit(form: URLSearchParams): DepositOutcomeBody {
    const answer = (
      state: DepositOutcomeBody['state'],
      amount: number | null,
      message: string | null,
    ): DepositOutcomeBody => ({
      type: 'lobby:quick-deposit-result',
      state,
      amount,
      message,
    });
    const amount = Number(form.get('amount'));
    const check = this.quickDepositCheck() as {
      usequickdeposit: string;
      method_details?: { min: string; max: string; ccid: string };
    };
    const method = check.method_details;
    if (!this.player || !method) return answer('error', null, 'Quick deposit is not available.');
    if (!Number.isFinite(amount) || amount < Number(method.min) || amount > Number(method.max))
      return answer('error', null, 'The amount is outside the card limits.');
    if (form.get('cardID') !== method.ccid) return answer('error', amount, 'Unknown card.');
    const tail = Math.round(amount) % 100;
    if (tail === 13) return answer('error', amount, 'Your card was declined by the issuer.');
    if (tail === 66) return answer('error', amount, null);
    if (tail === 99) return answer('unconfirmed', amount, null);
    this.changePlayer((state) => {
      state.balanceDelta += amount;
    });
    return answer('success', amount, null);
  }

  cancelCoupon(code: string): unknown {
    const active = this.playerState().activeCoupon;
    if (!this.player || active === null || active.toUpperCase() !== code.toUpperCase())
      return { success: false, responseMappedMessage: 'There is no active coupon with this code.' };
    this.changePlayer((state) => {
      state.activeCoupon = null;
    });
    return { success: true, responseMappedMessage: '' };
  }

  redeemCoupon(form: URLSearchParams): unknown {
    const code = (form.get('redeem') ?? '').trim().toUpperCase();
    const fail = (message: string) => ({
      success: false,
      couponcode: code,
      redeem_details: message,
      responseMappedMessage: message,
    });
    if (!this.player) return fail('Please log in to redeem a coupon.');
    const expired = EXPIRED_COUPONS[code];
    if (expired) return fail(expired);
    const details = COUPONS[code];
    if (!details) return fail('This coupon code is not valid.');
    const state = this.playerState();
    if (code === 'MY50FREE') {
      if (this.player.class !== 'new_player') return fail('This coupon is for new players only.');
      if (state.my50free) return fail('This coupon was already redeemed.');
    }
    if (state.activeCoupon !== null) return fail(`Coupon ${state.activeCoupon} is still active.`);
    this.changePlayer((next) => {
      next.activeCoupon = code;
      if (code === 'MY50FREE') next.my50free = true;
    });
    return {
      success: true,
      couponcode: code,
      redeem_details: details,
      responseMappedMessage: 'Coupon redeemed.',
    };
  }

  translations(lang: string, name: string): Record<string, string> | null {
    return translationFile(lang, name, this.catalogue().providers);
  }
}
