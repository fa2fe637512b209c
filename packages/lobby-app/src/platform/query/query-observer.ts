import type { Query, QueryCache } from './query-cache.ts';

/** Where a call stands, with its answer or its failure. */
export type QueryState<T, E> =
  | { readonly status: 'loading'; readonly data: undefined; readonly error: undefined }
  | { readonly status: 'error'; readonly data: undefined; readonly error: E }
  | { readonly status: 'ready'; readonly data: T; readonly error: undefined };

/** What one component sees: the state, and whether a retry is on its way (its answer not in yet). */
export type ObservedQuery<T, E> = QueryState<T, E> & { readonly retrying: boolean };

const LOADING = { status: 'loading', data: undefined, error: undefined, retrying: false } as const;

/**
 * One component's view of a call: follows one key at a time, shows loading (or, with `keepPrevious`, the
 * last answer) while it is asked, and drops the answer of a key it no longer follows. `useQuery` drives it
 * from React; tests drive it directly.
 */
export class QueryObserver<T, E> {
  private current: ObservedQuery<T, E> = LOADING;
  private readonly listeners = new Set<() => void>();
  private stopAsking: (() => void) | null = null;

  constructor(
    private readonly cache: QueryCache,
    private readonly keepPrevious = false,
  ) {}

  readonly state = (): ObservedQuery<T, E> => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks the query (a retry when `fresh`), leaving whatever was asked before. */
  follow(query: Query<T, E>, fresh: boolean): void {
    this.stop();
    if (!this.keepPrevious) this.set(LOADING);
    const { answer, leave } = this.cache.ask(query, { fresh });
    let live = true;
    this.stopAsking = () => {
      live = false;
      leave();
    };
    void answer.then((result) => {
      if (!live) return;
      this.set(
        result.ok
          ? { status: 'ready', data: result.value, error: undefined, retrying: false }
          : { status: 'error', data: undefined, error: result.error, retrying: false },
      );
    });
  }

  /** A retry was asked for: a failure on screen says so until the next answer. */
  retrying(): void {
    if (this.current.status === 'error') this.set({ ...this.current, retrying: true });
  }

  /** No longer wants the answer: a late one is ignored, and the request is cancelled if no one else waits. */
  stop(): void {
    this.stopAsking?.();
    this.stopAsking = null;
  }

  private set(next: ObservedQuery<T, E>): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
