import { type Catalogue, type NamedItem, parseCatalogue } from './catalogue.ts';
import type { Game, GameLock, JackpotMultiplier } from './game.ts';
import { err, ok, type Result } from './result.ts';

/**
 * The catalogue as the browser database keeps it (§3 local stores): one record per game, keyed by its
 * shortname, in the shape of the `getgames` answer (§7), and one record for the rest of that answer. Reading
 * the records back is reading a `getgames` answer with the one catalogue parser, so a damaged or hostile
 * record is judged by the same rules as the network's answer.
 */

/** One game as stored: the §3 fields under their wire names, the rest of what a game shows, its place. */
export interface GameRecord {
  readonly shortname: string;
  readonly name: string;
  readonly display_name: string;
  readonly provider: string;
  readonly category: string;
  readonly themes: readonly string[];
  readonly features: readonly string[];
  readonly sub_groups: readonly string[];
  readonly sub_groups_with_sort: readonly { readonly name: string; readonly order: number | null }[];
  readonly release_date: string | null;
  readonly jackpot: number;
  readonly synth: boolean;
  readonly pre_release: boolean;
  readonly game_lock: Readonly<Record<string, string | null>> | null;
  readonly jackpot_multiplier: {
    readonly type: string;
    readonly multipliers: readonly string[];
    readonly schedule: Readonly<Record<string, unknown>> | null;
  } | null;
  readonly id: string;
  /** The game's place in the casino's order: the database hands records back in key order. */
  readonly position: number;
}

/** What is stored beside the games: the rest of the answer, whose it is, when, and how many games. */
export interface CatalogueSummary {
  readonly version: typeof CATALOGUE_RECORDS_VERSION;
  readonly savedAt: number;
  /** The casino and player the list was loaded for (a guest: null): a warm start shows only its own. */
  readonly casinoId: number | null;
  readonly playerId: string | null;
  /** How many game records belong to it: fewer found means the save was cut short. */
  readonly games: number;
  readonly providers: readonly Readonly<Record<string, string | number>>[];
  readonly themes: readonly Readonly<Record<string, string>>[];
  readonly features: readonly Readonly<Record<string, string>>[];
  readonly categories: readonly Readonly<Record<string, string>>[];
  readonly total_jackpot: number;
}

/** Bumped whenever the stored shape changes: older records are then ignored and replaced. */
export const CATALOGUE_RECORDS_VERSION = 2;

function lockRecord(lock: GameLock): Readonly<Record<string, string | null>> {
  return {
    lock_by: lock.lockBy,
    visible_event: lock.visibleEvent,
    target_date: lock.targetDate,
    display_name: lock.displayName,
    game_name: lock.gameName,
    img_portrait: lock.imgPortrait,
    img_landscape: lock.imgLandscape,
  };
}

function multiplierRecord(multiplier: JackpotMultiplier): NonNullable<GameRecord['jackpot_multiplier']> {
  const schedule = multiplier.schedule;
  return {
    type: multiplier.type,
    multipliers: multiplier.multipliers,
    schedule: schedule && {
      repeat_param: schedule.repeat,
      start_at: schedule.startAt,
      end_at: schedule.endAt,
      start_time: schedule.startTime,
      end_time: schedule.endTime,
      recurrence: schedule.weekdays,
    },
  };
}

/**
 * A game as stored, at `position` in the casino's order; `parseGame` reads it back into the same game.
 *
 * @example
 * gameRecord(game, 0); // { shortname: 'cash-bandits', release_date: '2024-05-01', game_lock: null, …, position: 0 }
 */
export function gameRecord(game: Game, position: number): GameRecord {
  return {
    shortname: game.shortname,
    name: game.name,
    display_name: game.displayName,
    provider: game.provider,
    category: game.category,
    themes: game.themes,
    features: game.features,
    sub_groups: game.subGroups,
    // an order the server left out is read as "last": kept as null, which reads back the same way
    sub_groups_with_sort: game.subGroupsWithSort.map(({ name, order }) => ({
      name,
      order: Number.isFinite(order) ? order : null,
    })),
    release_date: game.releaseDate,
    jackpot: game.jackpot,
    synth: game.synth,
    pre_release: game.exclusive,
    game_lock: game.gameLock && lockRecord(game.gameLock),
    jackpot_multiplier: game.jackpotMultiplier && multiplierRecord(game.jackpotMultiplier),
    id: game.id,
    position,
  };
}

/**
 * The key of each game's record: its shortname. Two providers may use one shortname; the second of them is
 * keyed `provider/shortname`, so no game overwrites another.
 */
export function gameRecordKeys(games: readonly Pick<Game, 'provider' | 'shortname'>[]): string[] {
  const taken = new Set<string>();
  return games.map(({ provider, shortname }, index) => {
    const key = [shortname, `${provider}/${shortname}`, `${provider}/${shortname}#${index}`].find(
      (candidate) => !taken.has(candidate),
    ) as string;
    taken.add(key);
    return key;
  });
}

const namedRecord = ({ id, name, shortname }: NamedItem) => ({ id, name, shortname });

/** What is stored beside the game records of `catalogue`, loaded at `savedAt` for a casino and player. */
export function catalogueSummary(
  catalogue: Omit<Catalogue, 'skipped'>,
  savedAt: number,
  owner: { readonly casinoId: number | null; readonly playerId: string | null },
): CatalogueSummary {
  return {
    version: CATALOGUE_RECORDS_VERSION,
    savedAt,
    casinoId: owner.casinoId,
    playerId: owner.playerId,
    games: catalogue.games.length,
    providers: catalogue.providers.map((p) => ({ ...namedRecord(p), gamescount: p.gamesCount })),
    themes: catalogue.themes.map(namedRecord),
    features: catalogue.features.map(namedRecord),
    categories: catalogue.categories.map(namedRecord),
    total_jackpot: catalogue.totalJackpot,
  };
}

/** The summary record if it is one of this version, else null (missing, older or damaged). */
export function readCatalogueSummary(raw: unknown): CatalogueSummary | null {
  if (raw === null || typeof raw !== 'object') return null;
  const summary = raw as Record<string, unknown>;
  const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  const ok =
    summary.version === CATALOGUE_RECORDS_VERSION &&
    typeof summary.savedAt === 'number' &&
    Number.isFinite(summary.savedAt) &&
    (summary.casinoId === null || typeof summary.casinoId === 'number') &&
    (summary.playerId === null || typeof summary.playerId === 'string') &&
    isCount(summary.games);
  return ok ? (summary as unknown as CatalogueSummary) : null;
}

/**
 * The catalogue from its stored records: the summary and every game record it counts, in any order. Any
 * record missing or unreadable rejects the whole (a save cut short, or damaged): the lobby then starts
 * from the network as if nothing were stored.
 *
 * @example
 * const stored = catalogueFromRecords(summary, records);
 * if (stored.ok) showGames(stored.value.games);
 */
export function catalogueFromRecords(
  summary: CatalogueSummary,
  records: readonly unknown[],
): Result<Omit<Catalogue, 'skipped'>> {
  if (records.length !== summary.games)
    return err(`${records.length} of ${summary.games} stored games were found`);
  const placed = records.map((record, index) => {
    const position = (record as { position?: unknown } | null)?.position;
    return { record, position: typeof position === 'number' ? position : records.length + index };
  });
  placed.sort((a, b) => a.position - b.position);
  const { games, providers, themes, features, categories, total_jackpot } = summary;
  const parsed = parseCatalogue({
    games: placed.map((p) => p.record),
    providers,
    themes,
    features,
    categories,
    total_jackpot,
  });
  if (!parsed.ok) return parsed;
  const { skipped, ...catalogue } = parsed.value;
  if (skipped.length > 0 || catalogue.games.length !== games)
    return err(`stored games could not be read: ${skipped.slice(0, 3).join('; ')}`);
  return ok(catalogue);
}
