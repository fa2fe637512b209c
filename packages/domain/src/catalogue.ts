import * as v from 'valibot';
import { toNumberOrNull, toRecord, toText } from './coerce.ts';
import { type Game, parseGame } from './game.ts';
import { markNewest } from './new-games.ts';
import { err, ok, type Result } from './result.ts';

/** The `getgames` answer (§7): the games, and the providers, themes, features and categories beside them. */

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
 * A field read by a lenient reader that never fails. A missing field is read as null (the default), so the
 * reader still gives it its empty value instead of leaving it out.
 */
const lenient = <T>(read: (raw: unknown) => T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw: unknown) => read(raw)),
    ),
    null,
  );

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw);

/**
 * The answer around the games: an object with a `games` list (an object keyed by id is read as its values).
 * The games themselves are left raw here: they are read one by one, in steps (see `parseCatalogueInSteps`).
 */
const CatalogueAnswerSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, 'the catalogue must be an object'),
  v.object(
    {
      games: v.pipe(
        v.custom<unknown[] | Record<string, unknown>>(
          (raw) => Array.isArray(raw) || (raw !== null && typeof raw === 'object'),
          'games must be a list',
        ),
        v.transform((raw): readonly unknown[] => (Array.isArray(raw) ? raw : Object.values(raw))),
      ),
      providers: lenient(parseProviders),
      themes: lenient(parseNamedList),
      features: lenient(parseNamedList),
      categories: lenient(parseNamedList),
      total_jackpot: lenient(toNumberOrNull),
      // the only field that can be missing is the games
    },
    'games must be a list',
  ),
);

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
  const answer = v.safeParse(CatalogueAnswerSchema, raw, { abortEarly: true });
  if (!answer.success) return err(answer.issues[0].message);
  const { games: rawGames, total_jackpot, ...named } = answer.output;
  const step = Math.max(1, gamesPerStep);
  const games: Game[] = [];
  const skipped: string[] = [];
  for (let index = 0; index < rawGames.length; index++) {
    if (index > 0 && index % step === 0) yield;
    const game = parseGame(rawGames[index]);
    if (game.ok) games.push(game.value);
    else skipped.push(`games[${index}]: ${game.error}`);
  }
  return ok({ games: markNewest(games), ...named, totalJackpot: total_jackpot ?? 0, skipped });
}
