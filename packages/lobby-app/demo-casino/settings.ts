/**
 * The demo casino's switches: which casino it plays, who is logged in, how big the catalogue is, how slow
 * it answers and which calls break. Read from URL parameters (`?demo_variant=fusion&demo_fault=getgames:500`)
 * and set from the demo panel.
 */
import { DFS_REASONS } from '@lobby/domain';
import { type CallName, toCallName } from '../src/api/calls.ts';

export const DEMO_VARIANTS = ['fusion', 'rtg', 'fun'] as const;
export type DemoVariant = (typeof DEMO_VARIANTS)[number];

export const DEMO_CASINO_IDS = [4, 14, 85, 93] as const;
export type DemoCasinoId = (typeof DEMO_CASINO_IDS)[number];

/** guest; new player; VIP; low balance; practice mode; the whitelisted sportsbook player. */
export const DEMO_PROFILES = ['guest', 'new', 'vip', 'low', 'practice', 'sportsbook'] as const;
export type DemoProfile = (typeof DEMO_PROFILES)[number];

/**
 * 500; network error; no answer ever; body that is not JSON; JSON of the wrong shape; bad ciphertext; the
 * right answer, late (`DEMO_SLOW_MS`).
 */
export const DEMO_FAULTS = ['500', 'network', 'hang', 'malformed', 'schema', 'ciphertext', 'slow'] as const;
export type DemoFault = (typeof DEMO_FAULTS)[number];

/** How late a call with the `slow` fault answers: well within every time limit, long enough to see. */
export const DEMO_SLOW_MS = 8_000;

/**
 * The daily free spins state to force, or `auto` to follow the profile and what the player did: allowed,
 * the platform's reasons for refusing, and `redeem_refused` (offered, but the redeem is refused with a
 * message: the redeem-failed text).
 */
export const DEMO_DFS_STATES = [
  'auto',
  'allowed',
  'email_not_clicked',
  ...DFS_REASONS,
  'redeem_refused',
] as const;
export type DemoDfsState = (typeof DEMO_DFS_STATES)[number];

/**
 * What the player's ?DFS answers: the casino config's dfs, dfs_popup and dfs_spinwheel (`config`), or flags
 * of its own that differ from the config: daily free spins off, on with the popup and a plain claim, or on
 * with the popup and the wheel.
 */
export const DEMO_DFS_FLAGS = ['config', 'off', 'plain', 'wheel'] as const;
export type DemoDfsFlags = (typeof DEMO_DFS_FLAGS)[number];

/**
 * Hostile data: off; cross-site scripting payloads in every field the lobby shows (see hostile.ts); or
 * provider pages (games, live tables, the tournaments lobby) that try to take the lobby away as they load.
 */
export const DEMO_HOSTILE = ['off', 'xss', 'frames'] as const;
export type DemoHostile = (typeof DEMO_HOSTILE)[number];

/** Which promotions the casino offers: all of them; a single custom block and nothing else; none at all. */
/** Whether the casino runs tournaments (the config's `tournaments` switch). */
export const DEMO_TOURNAMENTS = ['on', 'off'] as const;
export type DemoTournaments = (typeof DEMO_TOURNAMENTS)[number];

/** The header widgets ?widgets lists: the three plain ones, or those and the two with their own code (Wpc2, synth). */
export const DEMO_WIDGETS = ['plain', 'scripted'] as const;
export type DemoWidgets = (typeof DEMO_WIDGETS)[number];

export const DEMO_PROMOS = ['all', 'one', 'none'] as const;
export type DemoPromos = (typeof DEMO_PROMOS)[number];

export const MIN_DEMO_GAMES = 40;
export const MAX_DEMO_GAMES = 10_000;

export interface DemoSettings {
  readonly variant: DemoVariant;
  readonly casinoId: DemoCasinoId;
  readonly profile: DemoProfile;
  /** Number of games in the catalogue (40 to 10,000). */
  readonly games: number;
  /** Added delay per answer in ms. */
  readonly latency: number;
  /** A fault per call. */
  readonly faults: Readonly<Partial<Record<CallName, DemoFault>>>;
  /** The daily free spins state (auto: by profile and session). */
  readonly dfs: DemoDfsState;
  /** What ?DFS answers (config: the config's flags). */
  readonly dfsFlags?: DemoDfsFlags;
  /** The config's tournaments switch (on unless set). */
  readonly tournaments?: DemoTournaments;
  /** Which header widgets there are (plain unless set). */
  readonly widgets?: DemoWidgets;
  /** Which promotions there are. */
  readonly promos: DemoPromos;
  /** The seed every generated thing derives from. */
  readonly seed: number;
  /** Hostile field values, and where in the payload list they start. */
  readonly hostile?: DemoHostile;
  readonly hostileOffset?: number;
}

export const DEFAULT_DEMO_SETTINGS: DemoSettings = {
  variant: 'rtg',
  casinoId: 4,
  profile: 'guest',
  games: 1_500,
  latency: 0,
  faults: {},
  dfs: 'auto',
  promos: 'all',
  seed: 20_240_601,
};

function choose<T extends string | number>(values: readonly T[], raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const key = raw.trim().toLowerCase();
  return values.find((value) => String(value).toLowerCase() === key);
}

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : undefined;
}

/** Faults from `getgames:500,getconfig:hang`; unknown calls or faults are skipped. */
export function parseFaults(raw: string): Partial<Record<CallName, DemoFault>> {
  const faults: Partial<Record<CallName, DemoFault>> = {};
  for (const part of raw.split(',')) {
    const [callText = '', faultText = ''] = part.split(':');
    const call = toCallName(callText);
    const fault = choose(DEMO_FAULTS, faultText);
    if (call !== null && fault !== undefined) faults[call] = fault;
  }
  return faults;
}

/** Writes faults back as `call:fault,…`. */
export function formatFaults(faults: Readonly<Partial<Record<CallName, DemoFault>>>): string {
  return Object.entries(faults)
    .map(([call, fault]) => `${call}:${fault}`)
    .join(',');
}

/**
 * The switches a URL sets: demo_variant, demo_casino, demo_profile, demo_games, demo_latency, demo_fault
 * (repeatable or comma-separated), demo_dfs, demo_dfs_flags, demo_tournaments, demo_widgets, demo_promos,
 * demo_seed, demo_hostile and demo_hostile_offset. Values out of range are clamped; unknown ones ignored.
 *
 * @example
 * settingsFromUrl('?demo_variant=fusion&demo_casino=85&demo_fault=getgames:500');
 */
export function settingsFromUrl(search: string): Partial<DemoSettings> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [key, [param, read]] of Object.entries(URL_SWITCHES)) {
    const value = read(params.get(param));
    if (value !== undefined) out[key] = value;
  }
  const faults = params.getAll('demo_fault');
  if (faults.length > 0) out.faults = parseFaults(faults.join(','));
  return out as Partial<DemoSettings>;
}

/** Each setting a URL switch sets: its parameter and how its text is read (undefined: not set, or unknown). */
const URL_SWITCHES: {
  readonly [K in Exclude<keyof DemoSettings, 'faults'>]: readonly [
    string,
    (raw: string | null) => DemoSettings[K] | undefined,
  ];
} = {
  variant: ['demo_variant', (raw) => choose(DEMO_VARIANTS, raw)],
  casinoId: ['demo_casino', (raw) => choose(DEMO_CASINO_IDS, raw)],
  profile: ['demo_profile', (raw) => choose(DEMO_PROFILES, raw)],
  games: ['demo_games', (raw) => wholeNumber(raw, MIN_DEMO_GAMES, MAX_DEMO_GAMES)],
  latency: ['demo_latency', (raw) => wholeNumber(raw, 0, 60_000)],
  seed: ['demo_seed', (raw) => wholeNumber(raw, 0, 2 ** 31)],
  dfs: ['demo_dfs', (raw) => choose(DEMO_DFS_STATES, raw)],
  dfsFlags: ['demo_dfs_flags', (raw) => choose(DEMO_DFS_FLAGS, raw)],
  tournaments: ['demo_tournaments', (raw) => choose(DEMO_TOURNAMENTS, raw)],
  widgets: ['demo_widgets', (raw) => choose(DEMO_WIDGETS, raw)],
  promos: ['demo_promos', (raw) => choose(DEMO_PROMOS, raw)],
  hostile: ['demo_hostile', (raw) => choose(DEMO_HOSTILE, raw)],
  hostileOffset: ['demo_hostile_offset', (raw) => wholeNumber(raw, 0, 100_000)],
};

/** Settings merged and clamped. */
export function resolveSettings(...layers: readonly Partial<DemoSettings>[]): DemoSettings {
  const merged = Object.assign({}, DEFAULT_DEMO_SETTINGS, ...layers) as DemoSettings;
  return {
    ...merged,
    games: Math.min(MAX_DEMO_GAMES, Math.max(MIN_DEMO_GAMES, Math.round(merged.games))),
    latency: Math.max(0, merged.latency),
  };
}
