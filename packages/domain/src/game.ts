import * as v from 'valibot';
import {
  describeIssues,
  toArray,
  toFlag,
  toNumberOrNull,
  toRecord,
  toText,
  toTextList,
  toTextOrNull,
} from './coerce.ts';
import { err, ok, type Result } from './result.ts';

/**
 * One game of the `getgames` answer (§3, §7): its type, and the schema that settles the backend's loose
 * values into it.
 */

/** Why a game is locked and how it can be opened (§3, §4). */
export interface GameLock {
  /** player_class locks need VIP status; event locks open on a date or after a deposit. null: not said. */
  readonly lockBy: 'player_class' | 'event' | null;
  readonly visibleEvent: 'deposit' | 'signup' | null;
  readonly targetDate: string | null;
  readonly displayName: string | null;
  readonly gameName: string | null;
  readonly imgPortrait: string | null;
  readonly imgLandscape: string | null;
}

/** How often a jackpot multiplier window repeats; null when the server sent a value we do not know. */
export type MultiplierRepeat = 'one_time' | 'daily' | 'weekly';

export interface JackpotMultiplierSchedule {
  readonly repeat: MultiplierRepeat | null;
  /** Server (New York) date-times that open and close a one_time schedule. */
  readonly startAt: string | null;
  readonly endAt: string | null;
  /** Times of day (`HH:MM[:SS]`) that open and close a daily schedule. */
  readonly startTime: string | null;
  readonly endTime: string | null;
  /** Weekdays of a weekly window, 0 = Sunday … 6 = Saturday. */
  readonly weekdays: readonly number[];
}

export interface JackpotMultiplier {
  /** 'multiplier' or 'boosted' in the data seen so far; kept open for new kinds. */
  readonly type: string;
  readonly multipliers: readonly string[];
  /** null: no schedule, so always active. */
  readonly schedule: JackpotMultiplierSchedule | null;
}

/** A game of the catalogue, with the loose backend values settled into types (§3). */
export interface Game {
  readonly id: string;
  readonly name: string;
  /** The name to show; the plain name when the backend sends none. */
  readonly displayName: string;
  readonly shortname: string;
  readonly category: string;
  /** Jackpot amount; 0 when the game has none. */
  readonly jackpot: number;
  readonly themes: readonly string[];
  readonly features: readonly string[];
  readonly provider: string;
  /** Release date as sent (`YYYY-MM-DD…`), or null when missing or unreadable. */
  readonly releaseDate: string | null;
  /** Release date as a sortable number (ms, UTC reading of the calendar date), or null. */
  readonly releaseTime: number | null;
  readonly subGroups: readonly string[];
  readonly subGroupsWithSort: readonly { readonly name: string; readonly order: number }[];
  readonly synth: boolean;
  /** pre_release: shown with the 'Exclusive' tag. */
  readonly exclusive: boolean;
  readonly gameLock: GameLock | null;
  readonly jackpotMultiplier: JackpotMultiplier | null;
  /** One of the three newest games by release date (§4). */
  readonly isNew: boolean;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A game's identity in a list or row: one provider never has two games of one shortname. */
export function gameKey(game: Pick<Game, 'provider' | 'shortname'>): string {
  return `${game.provider}/${game.shortname}`;
}

/**
 * Weekdays (0 = Sunday) from names (`monday`, `Mon`) or numbers, where both 0 and 7 mean Sunday.
 *
 * @example
 * parseWeekdays('mon,friday'); // [1, 5]
 */
export function parseWeekdays(raw: unknown): readonly number[] {
  const days = new Set<number>();
  const items: unknown[] = typeof raw === 'number' ? [raw] : [...toTextList(raw)];
  for (const item of items) {
    const text = toText(item).toLowerCase();
    const n = toNumberOrNull(text);
    if (n !== null) {
      if (Number.isInteger(n) && n >= 0 && n <= 7) days.add(n % 7);
      continue;
    }
    const index = WEEKDAY_NAMES.findIndex((name) => text === name || text === name.slice(0, 3));
    if (index >= 0) days.add(index);
  }
  return [...days].sort((a, b) => a - b);
}

/** `YYYY-MM-DD` (with any time after it) as UTC ms, for ordering only. */
function releaseTimeOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s));
}

function parseGameLock(raw: unknown): GameLock | null {
  if (raw === null || raw === undefined || raw === false || raw === 0 || raw === '' || raw === '0')
    return null;
  const lock = toRecord(raw);
  if (Array.isArray(raw) && raw.length === 0) return null;
  const lockBy = toText(lock.lock_by).toLowerCase();
  const visibleEvent = toText(lock.visible_event).toLowerCase();
  return {
    lockBy: lockBy === 'player_class' || lockBy === 'event' ? lockBy : null,
    visibleEvent: visibleEvent === 'deposit' || visibleEvent === 'signup' ? visibleEvent : null,
    targetDate: toTextOrNull(lock.target_date),
    displayName: toTextOrNull(lock.display_name),
    gameName: toTextOrNull(lock.game_name),
    imgPortrait: toTextOrNull(lock.img_portrait),
    imgLandscape: toTextOrNull(lock.img_landscape),
  };
}

function parseMultiplierSchedule(raw: unknown): JackpotMultiplierSchedule | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const schedule = toRecord(first);
  if (Object.keys(schedule).length === 0) return null;
  const repeat = toText(schedule.repeat_param).toLowerCase();
  return {
    repeat: repeat === 'one_time' || repeat === 'daily' || repeat === 'weekly' ? repeat : null,
    startAt: toTextOrNull(schedule.start_at),
    endAt: toTextOrNull(schedule.end_at),
    startTime: toTextOrNull(schedule.start_time),
    endTime: toTextOrNull(schedule.end_time),
    weekdays: parseWeekdays(schedule.recurrence),
  };
}

function parseJackpotMultiplier(raw: unknown): JackpotMultiplier | null {
  const multiplier = toRecord(raw);
  if (Object.keys(multiplier).length === 0) return null;
  return {
    type: toText(multiplier.type).toLowerCase() || 'multiplier',
    multipliers: toTextList(multiplier.multipliers),
    schedule: parseMultiplierSchedule(multiplier.schedule),
  };
}

function parseSubGroupsWithSort(raw: unknown): Game['subGroupsWithSort'] {
  const out: { name: string; order: number }[] = [];
  for (const item of toArray(raw)) {
    const entry = toRecord(item);
    const name = toText(entry.name ?? entry.shortname);
    if (name !== '') out.push({ name, order: toNumberOrNull(entry.order) ?? Number.POSITIVE_INFINITY });
  }
  return out;
}

const requiredText = (message: string) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(String), v.trim(), v.nonEmpty(message));

/**
 * The schema of one `getgames` game. Only the shortname is required; every other field is read leniently
 * (see `coerce.ts`) because valibot skips the pipe of an absent optional key, which would leave holes.
 */
export const GameSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ shortname: requiredText('a game needs a shortname') }),
  v.transform((raw): Game => {
    const releaseText = toText(raw.release_date);
    const releaseTime = releaseTimeOf(releaseText);
    const displayName = toText(raw.display_name);
    const name = toText(raw.name) || displayName || raw.shortname;
    const jackpot = toNumberOrNull(raw.jackpot);
    return {
      id: toText(raw.id) || raw.shortname,
      name,
      displayName: displayName || name,
      shortname: raw.shortname,
      category: toText(raw.category).toLowerCase(),
      jackpot: Math.max(jackpot ?? 0, 0),
      themes: toTextList(raw.themes),
      features: toTextList(raw.features),
      provider: toText(raw.provider),
      releaseDate: releaseTime === null ? null : releaseText,
      releaseTime,
      subGroups: toTextList(raw.sub_groups),
      subGroupsWithSort: parseSubGroupsWithSort(raw.sub_groups_with_sort),
      synth: toFlag(raw.synth),
      exclusive: toFlag(raw.pre_release),
      gameLock: parseGameLock(raw.game_lock),
      jackpotMultiplier: parseJackpotMultiplier(raw.jackpot_multiplier),
      isNew: false,
    };
  }),
);

/**
 * Reads one game of the `getgames` response.
 *
 * @example
 * parseGame({ shortname: 'cash-bandits', synth: '0', jackpot: '1,250.50' });
 * // { ok: true, value: { shortname: 'cash-bandits', synth: false, jackpot: 1250.5, … } }
 */
export function parseGame(raw: unknown): Result<Game> {
  const parsed = v.safeParse(GameSchema, raw);
  return parsed.success ? ok(parsed.output) : err(describeIssues(parsed.issues));
}
