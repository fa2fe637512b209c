import * as v from 'valibot';
import { canonicalCategory } from './category-routes.ts';
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
import {
  HOME_ROW_SIZE,
  NEW_GAMES_COUNT,
  PAGE_SIZE,
  POPULAR_ROW_SIZE,
  RANDOM_SAMPLE_SIZE,
  TOP_JACKPOTS_ROW_SIZE,
} from './constants.ts';
import { gamesOfProvider, isSportsbookGame, sameProvider } from './providers.ts';
import { err, ok, type Result } from './result.ts';

/** A source of uniform numbers in [0, 1), such as `Math.random` in the app or a seeded PRNG in tests. */
export type RandomSource = () => number;

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

/** A theme, feature or category of the catalogue. */
export interface NamedItem {
  readonly id: string;
  readonly name: string;
  readonly shortname: string;
}

export interface Provider extends NamedItem {
  readonly gamesCount: number;
}

export interface Catalogue {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly themes: readonly NamedItem[];
  readonly features: readonly NamedItem[];
  readonly categories: readonly NamedItem[];
  readonly totalJackpot: number;
  /** One line per game entry that could not be read and was left out. */
  readonly skipped: readonly string[];
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

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

function parseNamedItem(raw: unknown): NamedItem | null {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const text = toText(raw);
    return text === '' ? null : { id: text, name: text, shortname: text };
  }
  const item = toRecord(raw);
  const shortname = toText(item.shortname ?? item.slug) || toText(item.name);
  if (shortname === '') return null;
  return { id: toText(item.id) || shortname, name: toText(item.name) || shortname, shortname };
}

function parseNamedList(raw: unknown): readonly NamedItem[] {
  const list = Array.isArray(raw) ? raw : Object.values(toRecord(raw));
  return list.map(parseNamedItem).filter((item): item is NamedItem => item !== null);
}

function parseProviders(raw: unknown): readonly Provider[] {
  const list = Array.isArray(raw) ? raw : Object.values(toRecord(raw));
  const out: Provider[] = [];
  for (const entry of list) {
    const item = parseNamedItem(entry);
    if (item) out.push({ ...item, gamesCount: Math.max(0, toNumberOrNull(toRecord(entry).gamescount) ?? 0) });
  }
  return out;
}

/**
 * Reads the `getgames` response (§7): games, providers, themes, features, categories and total_jackpot.
 * The response must be an object with a `games` list (an object keyed by id is read as its values); a game
 * without a shortname is left out and named in `skipped`. The three newest games are marked New.
 *
 * @example
 * const parsed = parseCatalogue(await response.json());
 * if (parsed.ok) store.games = parsed.value.games;
 */
export function parseCatalogue(raw: unknown): Result<Catalogue> {
  const steps = parseCatalogueInSteps(raw, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `parseCatalogue` in steps: the generator pauses after every `gamesPerStep` games, so that a caller can
 * let the browser do other work between steps, and returns the same result as `parseCatalogue` when done.
 *
 * @example
 * const steps = parseCatalogueInSteps(raw, 250);
 * let step = steps.next();
 * while (!step.done) { await nextTask(); step = steps.next(); }
 * const parsed = step.value;
 */
export function* parseCatalogueInSteps(
  raw: unknown,
  gamesPerStep: number,
): Generator<void, Result<Catalogue>> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err('the catalogue must be an object');
  const body = raw as Record<string, unknown>;
  const rawGames = Array.isArray(body.games)
    ? body.games
    : body.games !== null && typeof body.games === 'object'
      ? Object.values(body.games)
      : null;
  if (rawGames === null) return err('games must be a list');
  const step = Math.max(1, gamesPerStep);
  const games: Game[] = [];
  const skipped: string[] = [];
  for (let index = 0; index < rawGames.length; index++) {
    if (index > 0 && index % step === 0) yield;
    const game = parseGame(rawGames[index]);
    if (game.ok) games.push(game.value);
    else skipped.push(`games[${index}]: ${game.error}`);
  }
  return ok({
    games: markNewest(games),
    providers: parseProviders(body.providers),
    themes: parseNamedList(body.themes),
    features: parseNamedList(body.features),
    categories: parseNamedList(body.categories),
    totalJackpot: toNumberOrNull(body.total_jackpot) ?? 0,
    skipped,
  });
}

/**
 * Games ordered newest release first; games without a date go last. Ties keep catalogue order.
 *
 * @example
 * byReleaseDateDesc(games)[0]; // the newest game
 */
export function byReleaseDateDesc<T extends Pick<Game, 'releaseTime'>>(games: readonly T[]): T[] {
  return [...games].sort(
    (a, b) => (b.releaseTime ?? Number.NEGATIVE_INFINITY) - (a.releaseTime ?? Number.NEGATIVE_INFINITY),
  );
}

/**
 * Marks the newest games by release date as New and clears the mark on every other game (§4). Games
 * without a release date are never New.
 *
 * @example
 * markNewest(games).filter((g) => g.isNew).length; // 3 (when at least 3 games have a date)
 */
export function markNewest(games: readonly Game[], count: number = NEW_GAMES_COUNT): Game[] {
  const newest = new Set(
    byReleaseDateDesc(games.filter((game) => game.releaseTime !== null)).slice(0, Math.max(0, count)),
  );
  return games.map((game) => {
    const isNew = newest.has(game);
    return game.isNew === isNew ? game : { ...game, isNew };
  });
}

/** Who is looking at the catalogue. */
export interface Viewer {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
}

/**
 * Whether a viewer may see a game anywhere in the lobby: never the sportsbook game, and no synth games for
 * guests of the non-fusion variant (§5).
 *
 * @example
 * isVisibleTo(synthGame, { isGuest: true, isFusion: false }); // false
 */
export function isVisibleTo(game: Pick<Game, 'shortname' | 'synth'>, viewer: Viewer): boolean {
  if (isSportsbookGame(game)) return false;
  return !(game.synth && viewer.isGuest && !viewer.isFusion);
}

/**
 * The games a viewer may see, in catalogue order. Apply this before any list, row, search or random pick.
 *
 * @example
 * const games = visibleGames(catalogue.games, { isGuest: !player, isFusion: config.isFusion });
 */
export function visibleGames<T extends Pick<Game, 'shortname' | 'synth'>>(
  games: readonly T[],
  viewer: Viewer,
): T[] {
  return games.filter((game) => isVisibleTo(game, viewer));
}

/**
 * Games of a category, in catalogue order; `slots` and `online-slots` are the same category.
 *
 * @example
 * gamesInCategory(games, 'slots');
 */
export function gamesInCategory<T extends Pick<Game, 'category'>>(games: readonly T[], slug: string): T[] {
  const key = canonicalCategory(slug);
  return games.filter((game) => canonicalCategory(game.category) === key);
}

/**
 * Games of a subgroup (e.g. top-games), ordered by their `sub_groups_with_sort` order for that subgroup;
 * games listed only in `sub_groups` follow in catalogue order.
 *
 * @example
 * gamesInSubgroup(games, 'popular-games');
 */
export function gamesInSubgroup<T extends Pick<Game, 'subGroups' | 'subGroupsWithSort'>>(
  games: readonly T[],
  slug: string,
): T[] {
  const key = slug.trim().toLowerCase();
  const ranked: { game: T; order: number }[] = [];
  for (const game of games) {
    const sorted = game.subGroupsWithSort.find((entry) => entry.name.toLowerCase() === key);
    if (sorted) ranked.push({ game, order: sorted.order });
    else if (game.subGroups.some((name) => name.toLowerCase() === key))
      ranked.push({ game, order: Number.POSITIVE_INFINITY });
  }
  return ranked
    .sort((a, b) => (a.order === b.order ? 0 : a.order < b.order ? -1 : 1))
    .map((entry) => entry.game);
}

/**
 * Games with a theme (by theme shortname), in catalogue order.
 *
 * @example
 * gamesWithTheme(games, 'classic-vegas');
 */
export function gamesWithTheme<T extends Pick<Game, 'themes'>>(games: readonly T[], theme: string): T[] {
  const key = theme.trim().toLowerCase();
  return games.filter((game) => game.themes.some((item) => item.toLowerCase() === key));
}

/**
 * Games with a jackpot, in catalogue order.
 *
 * @example
 * jackpotGames(games).every((g) => g.jackpot > 0); // true
 */
export function jackpotGames<T extends Pick<Game, 'jackpot'>>(games: readonly T[]): T[] {
  return games.filter((game) => game.jackpot > 0);
}

/**
 * Games of one provider (matched by name or shortname, any case), newest release first (§2).
 *
 * @example
 * gamesByProvider(games, 'betsoft');
 */
export function gamesByProvider<T extends Pick<Game, 'provider' | 'releaseTime'>>(
  games: readonly T[],
  provider: string | Pick<Provider, 'name' | 'shortname'>,
): T[] {
  const keys = typeof provider === 'string' ? [provider] : [provider.shortname, provider.name];
  return byReleaseDateDesc(gamesOfProvider(games, keys));
}

/** A favourite as the backend stores it: a shortname and, in fusion, a provider. */
export interface FavouriteRef {
  readonly shortname: string;
  readonly provider?: string | null;
}

/**
 * The catalogue games a player has marked as favourite, newest release first (§2). A favourite with a
 * provider matches only that provider's game.
 *
 * @example
 * favouriteGames(games, player.favorites);
 */
export function favouriteGames<T extends Pick<Game, 'shortname' | 'provider' | 'releaseTime'>>(
  games: readonly T[],
  favourites: readonly FavouriteRef[],
): T[] {
  return byReleaseDateDesc(
    games.filter((game) =>
      favourites.some(
        (fav) =>
          fav.shortname.toLowerCase() === game.shortname.toLowerCase() &&
          (!fav.provider || !game.provider || sameProvider(fav.provider, game.provider)),
      ),
    ),
  );
}

/**
 * Up to `count` items drawn without repetition, using the injected random source (partial Fisher–Yates).
 * With `count` at or above the length, every item comes back in a shuffled order.
 *
 * @example
 * randomSample(games, 10, Math.random);
 */
export function randomSample<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const take = Math.max(0, Math.min(Math.floor(count), pool.length));
  for (let i = 0; i < take; i++) {
    // a source that returns 1 (out of contract) must still pick inside the range
    const j = i + Math.min(Math.floor(random() * (pool.length - i)), pool.length - i - 1);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, take);
}

/**
 * The first games of a home row: up to 10 (§2).
 *
 * @example
 * homeRow(gamesInSubgroup(games, 'top-games'));
 */
export function homeRow<T>(games: readonly T[], size: number = HOME_ROW_SIZE): T[] {
  return games.slice(0, size);
}

/**
 * The category or theme row: a random sample of 10 (§2, §9).
 *
 * @example
 * sampleRow(gamesWithTheme(games, 'classic-vegas'), Math.random);
 */
export function sampleRow<T>(games: readonly T[], random: RandomSource): T[] {
  return randomSample(games, RANDOM_SAMPLE_SIZE, random);
}

/**
 * The popular row: 12 games, picked at random when there are more (§9).
 *
 * @example
 * popularRow(gamesInSubgroup(games, 'popular-games'), Math.random);
 */
export function popularRow<T>(games: readonly T[], random: RandomSource): T[] {
  return games.length > POPULAR_ROW_SIZE ? randomSample(games, POPULAR_ROW_SIZE, random) : [...games];
}

/**
 * The top jackpots row: the 10 games with the biggest jackpots (§9).
 *
 * @example
 * topJackpotsRow(games)[0]; // the game with the biggest jackpot
 */
export function topJackpotsRow<T extends Pick<Game, 'jackpot'>>(games: readonly T[]): T[] {
  return jackpotGames(games)
    .sort((a, b) => b.jackpot - a.jackpot)
    .slice(0, TOP_JACKPOTS_ROW_SIZE);
}

/**
 * The new games row: newest releases first, up to 10.
 *
 * @example
 * newGamesRow(visibleGames(games, viewer));
 */
export function newGamesRow<T extends Pick<Game, 'releaseTime'>>(games: readonly T[]): T[] {
  return byReleaseDateDesc(games.filter((game) => game.releaseTime !== null)).slice(0, HOME_ROW_SIZE);
}

/** One page of a paged list. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly pageIndex: number;
  /** True when this page has fewer than a full page of items: loading stops here (§9). */
  readonly isLastPage: boolean;
}

/**
 * Page `pageIndex` (from 0) of a list, 50 to a page. A page holding fewer than 50 items is the last, so a
 * list of exactly 50 ends with an empty page — the rule the infinite scroll follows (§9).
 *
 * @example
 * pageOf(games, 0).isLastPage; // false when there are 50 or more games
 */
export function pageOf<T>(items: readonly T[], pageIndex: number, size: number = PAGE_SIZE): Page<T> {
  const index = Math.max(0, Math.floor(pageIndex));
  const pageItems = items.slice(index * size, index * size + size);
  return { items: pageItems, pageIndex: index, isLastPage: pageItems.length < size };
}
