/**
 * What every room of the demo casino shares: the switches (kept for the session and announced to
 * listeners), what each player changed this session, the logged-in player and the catalogue being served.
 */
import type { RuntimeEnv } from '../../src/api/env.ts';
import type { KeyValueStorage } from '../../src/api/message-cache.ts';
import type { WireCatalogue, WireGame } from '../catalogue/wire.ts';
import { DEMO_PLAYERS, type DemoPlayer } from '../content/players.ts';
import { createRng, type Rng } from '../prng.ts';
import { type DemoProfile, type DemoSettings, resolveSettings } from '../settings.ts';
import { memoryStorage, readJson, safeStorage } from '../storage.ts';
import { catalogueFor, type IndexedCatalogue } from './made-catalogues.ts';

const SETTINGS_KEY = 'demo-casino.settings';
const STATE_KEY = 'demo-casino.state';

/** A game as the platform names it in lists of favourites and recent games. */
export interface GameRef {
  shortname: string;
  provider: string;
}

/** What a player changed; kept per profile so switching profiles keeps each one's session. */
export interface PlayerState {
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

/** The coupon a player starts with when their daily free spins wait on an active coupon. */
const STARTING_COUPON = 'WELCOME100';

export interface DemoCasinoOptions {
  readonly env: RuntimeEnv;
  readonly settings?: Partial<DemoSettings>;
  /** Where session state lives; memory when absent. */
  readonly storage?: KeyValueStorage | null;
  readonly now?: () => number;
}

/** Listens to switch and login changes (the demo panel re-renders). */
type DemoListener = (settings: DemoSettings) => void;

export class CasinoState {
  readonly env: RuntimeEnv;
  readonly now: () => number;
  private readonly storage: KeyValueStorage;
  private current: DemoSettings;
  private state: DemoState;
  private indexed: IndexedCatalogue | null = null;
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

  // --- switches ----------------------------------------------------------------------------------------------

  get settings(): DemoSettings {
    return this.current;
  }

  /** Changes switches; kept for the session and announced to every listener. */
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

  get fusion(): boolean {
    return this.current.variant === 'fusion';
  }

  get currency(): { code: string; symbol: string } {
    return this.current.casinoId === 85 ? { code: 'EUR', symbol: '€' } : { code: 'USD', symbol: '$' };
  }

  private saveSettings(): void {
    this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.current));
  }

  // --- the player ------------------------------------------------------------------------------------------

  /** The logged-in player, or null for a guest. */
  get player(): DemoPlayer | null {
    return this.current.profile === 'guest' ? null : DEMO_PLAYERS[this.current.profile];
  }

  /** A copy of what the current player changed so far (see changePlayer to change it). */
  playerState(): PlayerState {
    const profile = this.current.profile;
    const existing = this.state.players[profile];
    if (existing) return { ...freshPlayerState(), ...existing };
    const activeCoupon = this.player?.dfs === 'active_coupon' ? STARTING_COUPON : null;
    return { ...freshPlayerState(), activeCoupon };
  }

  /** Changes the current player's state and keeps it for the session. */
  changePlayer(change: (state: PlayerState) => void): void {
    const next = this.playerState();
    change(next);
    this.state.players[this.current.profile] = next;
    this.saveState();
  }

  /** Forgets everything the players changed this session. */
  resetState(): void {
    this.state = { players: {} };
    this.saveState();
  }

  private saveState(): void {
    this.storage.setItem(STATE_KEY, JSON.stringify(this.state));
  }

  // --- the catalogue ---------------------------------------------------------------------------------------

  /** The generated catalogue (cached per seed, size, variant and day). */
  catalogue(): WireCatalogue {
    return this.index().catalogue;
  }

  game(shortname: string): WireGame | null {
    return this.index().byShortname.get(shortname) ?? null;
  }

  /** The games a seeded pick may land on: neither the sportsbook nor a locked game. */
  playableGames(): WireGame[] {
    return this.catalogue().games.filter((g) => g.shortname !== 'first-sportsbook' && g.game_lock === null);
  }

  /** A random source of the casino's seed for one purpose (`label`): the same on every visit. */
  seeded(label: string): Rng {
    return createRng(this.current.seed).fork(label);
  }

  /** Up to `count` distinct playable games, picked for one purpose (`label`) as `seeded` does. */
  pickGames(label: string, count: number): WireGame[] {
    return this.seeded(label).sample(this.playableGames(), count);
  }

  private index(): IndexedCatalogue {
    this.indexed = catalogueFor(this.current, this.env, this.now(), this.indexed);
    return this.indexed;
  }
}
