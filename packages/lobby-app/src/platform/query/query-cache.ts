/**
 * The lobby's one place for asking a call and keeping its answer: a request is shared by everyone asking
 * the same key while it is on its way, cancelled when the last of them leaves, kept as long as its call
 * says the answer stays fresh, and may be asked ahead of the page that will use it. Framework-free, so the
 * rules are tested without rendering; `useQuery` is the React side of it.
 */
import type { Result } from '@lobby/domain';

/** What an answer is for: the call and everything it depends on (language, player, page…). */
export type QueryKey = readonly (string | number | boolean | null)[];

/** How a load is asked: cancel on `signal`; `fresh` is a retry, so caches below (the client's) are skipped too. */
export interface LoadContext {
  readonly signal: AbortSignal;
  readonly fresh: boolean;
}

/** One call: its key, how to load it, and how long a successful answer may be handed out again. */
export interface Query<T, E> {
  readonly key: QueryKey;
  readonly load: (context: LoadContext) => Promise<Result<T, E>>;
  /** How long (ms from the request) a successful answer is reused instead of asking again; 0 by default. */
  readonly freshMs?: number;
}

/** A request joined by one asker; `leave` when its answer is no longer wanted. */
export interface Asked<T, E> {
  readonly answer: Promise<Result<T, E>>;
  readonly leave: () => void;
}

interface Entry {
  readonly answer: Promise<Result<unknown, unknown>>;
  readonly controller: AbortController;
  /** When it was asked. */
  readonly at: number;
  freshMs: number;
  settled: Result<unknown, unknown> | null;
  askers: number;
  /** Asked ahead of its page: handed to the first asker within this many ms of `at`, then a normal entry. */
  aheadMs: number | null;
}

export interface QueryCache {
  /** Joins the request for the query's key, or starts one (always a new one when `fresh`). */
  ask<T, E>(query: Query<T, E>, options?: { fresh?: boolean }): Asked<T, E>;
  /** Asks now for a page to come: its first asker within `usableForMs` gets this answer, once. */
  prefetch<T, E>(query: Query<T, E>, usableForMs: number): void;
  /** Forgets the answers whose key starts with `prefix` (all of them without one). */
  forget(prefix?: QueryKey): void;
}

/** The identity of a key: equal keys share a request and an answer. */
export function keyId(key: QueryKey): string {
  return JSON.stringify(key);
}

function startsWith(id: string, prefix: QueryKey): boolean {
  const head = keyId(prefix);
  return prefix.length === 0 || id === head || id.startsWith(`${head.slice(0, -1)},`);
}

export function createQueryCache(now: () => number = () => Date.now()): QueryCache {
  const entries = new Map<string, Entry>();

  const start = (id: string, query: Query<unknown, unknown>, fresh: boolean, aheadMs: number | null) => {
    const controller = new AbortController();
    const entry: Entry = {
      answer: query.load({ signal: controller.signal, fresh }),
      controller,
      at: now(),
      freshMs: query.freshMs ?? 0,
      settled: null,
      askers: 0,
      aheadMs,
    };
    entries.set(id, entry);
    void entry.answer.then((result) => {
      entry.settled = result;
      // a failure is never kept (the next asker tries again), nor an answer no one keeps fresh
      const kept = entry.aheadMs !== null || (result.ok && entry.freshMs > 0);
      if (!kept && entries.get(id) === entry) entries.delete(id);
    });
    return entry;
  };

  const usable = (id: string, entry: Entry, query: Query<unknown, unknown>): boolean => {
    const age = now() - entry.at;
    if (entry.aheadMs !== null) {
      if (age >= entry.aheadMs) return false;
      // taken: from here on it is an answer like any other, kept only as its call says
      entry.aheadMs = null;
      entry.freshMs = query.freshMs ?? 0;
      const settled = entry.settled;
      if (settled !== null && !(settled.ok && entry.freshMs > 0) && entries.get(id) === entry)
        entries.delete(id);
      return true;
    }
    if (entry.settled === null) return true;
    return entry.settled.ok && age < entry.freshMs;
  };

  return {
    ask<T, E>(query: Query<T, E>, options: { fresh?: boolean } = {}): Asked<T, E> {
      const id = keyId(query.key);
      const q = query as Query<unknown, unknown>;
      const kept = entries.get(id);
      const fresh = options.fresh ?? false;
      const entry = !fresh && kept && usable(id, kept, q) ? kept : start(id, q, fresh, null);
      entry.askers += 1;
      let left = false;
      return {
        answer: entry.answer as Promise<Result<T, E>>,
        leave: () => {
          if (left) return;
          left = true;
          entry.askers -= 1;
          // the last asker gone before the answer came: cancel it, and let the next asker start afresh
          if (entry.askers === 0 && entry.settled === null) {
            entry.controller.abort();
            if (entries.get(id) === entry) entries.delete(id);
          }
        },
      };
    },
    prefetch(query, usableForMs) {
      start(keyId(query.key), query as Query<unknown, unknown>, false, usableForMs);
    },
    forget(prefix = []) {
      for (const id of [...entries.keys()]) if (startsWith(id, prefix)) entries.delete(id);
    },
  };
}

/** The running lobby's answers. */
export const queries: QueryCache = createQueryCache();

/** Forgets the lobby's answers whose key starts with `prefix` (stories and tests start afresh). */
export function forgetQueries(prefix?: QueryKey): void {
  queries.forget(prefix);
}
