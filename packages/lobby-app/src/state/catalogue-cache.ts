import type { Catalogue } from '@lobby/domain';
import {
  type CatalogueSummary,
  catalogueFromRecords,
  catalogueSummary,
  gameRecord,
  gameRecordKeys,
  readCatalogueSummary,
} from '@lobby/domain/catalogue-records';
import localforage from 'localforage';
import { extendPrototype } from 'localforage-setitems';
import { nextTask } from '../platform/scheduling/next-task.ts';
import { within } from '../platform/scheduling/time-limit.ts';
import { STORAGE } from './local-stores.ts';

/**
 * The catalogue in the browser database (IndexedDB through localforage, §3): one record per game, keyed by
 * its shortname, and a summary record that counts them and holds the rest of the game list's answer. A
 * start shows the stored games before the network answers (a warm start) and falls back on them when the
 * network fails (§4); every start then clears them and stores its own list, a slice per task, after the
 * first paint. The summary is removed first and written last, so a save cut short is never read as whole.
 * Every failure here (no IndexedDB, quota, damaged data, a database that never answers) means "nothing
 * stored", never an error the player sees; a damaged record rejects the whole.
 */

extendPrototype(localforage);

export type CachedCatalogue = Omit<Catalogue, 'skipped'>;

/** A stored catalogue, when it was loaded, and the casino and player it was loaded for. */
export interface StoredCatalogue {
  readonly catalogue: CachedCatalogue;
  readonly savedAt: number;
  readonly casinoId: number | null;
  readonly playerId: string | null;
}

/**
 * Game records written in one task (one database transaction): on a phone (4× slower than this machine)
 * a slice of 500 took 150–190 ms, one of 100 stays under the 50 ms that make a long task.
 */
const RECORDS_PER_TASK = 100;

let summaries: LocalForage | null = null;
let records: LocalForage | null = null;
const summaryStore = () =>
  (summaries ??= localforage.createInstance({
    name: STORAGE.catalogueDatabase,
    storeName: STORAGE.catalogueStore,
  }));
const recordStore = () =>
  (records ??= localforage.createInstance({
    name: STORAGE.gameRecordsDatabase,
    storeName: STORAGE.gameRecordsStore,
  }));

/**
 * How long one step of the browser database may take: opening it with the first read, reading the summary,
 * reading every record, clearing, writing a slice. A healthy database answers each in well under a second
 * on a phone (ten thousand records are read in about one); a database blocked by another tab's upgrade, or
 * a browser bug, may never answer, and the lobby then carries on as though nothing was stored.
 */
export const DATABASE_STEP_LIMIT_MS = 4_000;

class StoreStopped extends Error {}

/**
 * One step of the database within {@link DATABASE_STEP_LIMIT_MS} and the caller's `signal`. A step over its
 * limit rejects, and the connections are dropped, so the next attempt opens the database afresh rather
 * than queueing behind a request that will never end.
 */
async function step<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const outcome = await within(DATABASE_STEP_LIMIT_MS, work, signal);
  if (outcome.done) return outcome.value;
  if (outcome.cause === 'aborted') throw new StoreStopped('given up');
  summaries = null;
  records = null;
  throw new StoreStopped(`the browser database did not answer within ${DATABASE_STEP_LIMIT_MS} ms`);
}

/** A warning for a failure, except when the caller gave up on purpose. */
function warnUnlessCancelled(message: string, error: unknown, signal?: AbortSignal): void {
  if (!signal?.aborted) console.warn(message, error);
}

// one reader or writer at a time: a start's write never clears records that a read is still taking
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  return run;
}

/** The summary goes first: from then on, nothing stored counts as whole. */
async function clearStored(): Promise<void> {
  await step(() => summaryStore().removeItem(STORAGE.catalogueSummary));
  await step(() => recordStore().clear());
}

/**
 * The stored catalogue, or null when there is none, it is damaged or incomplete, the database fails, or
 * `signal` gave up on it (the network answered first).
 */
export function readStoredCatalogue(signal?: AbortSignal): Promise<StoredCatalogue | null> {
  return inTurn(async () => {
    try {
      const raw: unknown = await step(() => summaryStore().getItem(STORAGE.catalogueSummary), signal);
      if (raw === null || signal?.aborted) return null;
      const summary = readCatalogueSummary(raw);
      if (!summary) {
        console.warn('The stored catalogue is damaged or outdated; ignoring it.');
        return null;
      }
      const found: unknown[] = [];
      await step(
        () =>
          recordStore().iterate<unknown, true | undefined>((record) => {
            if (signal?.aborted) return true;
            found.push(record);
            return undefined;
          }),
        signal,
      );
      if (signal?.aborted) return null;
      const read = catalogueFromRecords(summary, found);
      if (!read.ok) {
        console.warn(`The stored catalogue is incomplete or damaged (${read.error}); ignoring it.`);
        return null;
      }
      const { savedAt, casinoId, playerId } = summary;
      return { catalogue: read.value, savedAt, casinoId, playerId };
    } catch (error) {
      warnUnlessCancelled('The stored catalogue could not be read; starting without it.', error, signal);
      return null;
    }
  });
}

/**
 * Clears the stored catalogue and stores `catalogue` in its place (§4 start-up), a slice per task, while
 * `current()` says it is still the lobby's list (a newer one stores its own). Resolves false when the browser
 * refused or the list was replaced meanwhile.
 */
export function storeCatalogue(
  catalogue: CachedCatalogue,
  savedAt: number,
  owner: Pick<CatalogueSummary, 'casinoId' | 'playerId'>,
  current: () => boolean,
): Promise<boolean> {
  return inTurn(async () => {
    try {
      await clearStored();
      const { games } = catalogue;
      const keys = gameRecordKeys(games);
      for (let start = 0; start < games.length; start += RECORDS_PER_TASK) {
        await nextTask();
        if (!current()) return false;
        const slice = games.slice(start, start + RECORDS_PER_TASK);
        await step(() =>
          recordStore().setItems(
            slice.map((game, i) => ({ key: keys[start + i] as string, value: gameRecord(game, start + i) })),
          ),
        );
      }
      if (!current()) return false;
      await step(() =>
        summaryStore().setItem(STORAGE.catalogueSummary, catalogueSummary(catalogue, savedAt, owner)),
      );
      return true;
    } catch (error) {
      console.warn('The catalogue could not be stored for offline use.', error);
      return false;
    }
  });
}

/** Forgets the stored catalogue (stories and tests start from nothing stored); false when the browser refused. */
export function forgetStoredCatalogue(): Promise<boolean> {
  return inTurn(() =>
    clearStored().then(
      () => true,
      () => false,
    ),
  );
}
