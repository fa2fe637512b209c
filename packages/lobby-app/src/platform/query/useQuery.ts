import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { keyId, type Query, type QueryCache, queries } from './query-cache.ts';
import { type ObservedQuery, QueryObserver } from './query-observer.ts';

export type QueryView<T, E> = ObservedQuery<T, E> & {
  /** Asks again, past every cache. */
  readonly retry: () => void;
};

export interface QueryOptions {
  /** Keep the last answer (or failure) on screen while a retry or a new key is asked, instead of loading. */
  readonly keepPrevious?: boolean;
  /** The answers to share; the running lobby's by default. */
  readonly cache?: QueryCache;
}

const FIRST = { fresh: false } as const;

/**
 * Asks a call and follows its answer: asks again when the key changes or on `retry`, and cancels (the
 * loader's signal, and no late answer shown) when the component goes away or the key changes. A null
 * query asks nothing and keeps what it shows. How answers are shared and kept is the cache's business.
 *
 * @example
 * const winners = useQuery({ key: ['winners'], load: ({ signal }) => api.getWinners({ signal }) });
 * if (winners.status === 'error') return <Retry onClick={winners.retry} />;
 */
export function useQuery<T, E>(query: Query<T, E> | null, options: QueryOptions = {}): QueryView<T, E> {
  const cache = options.cache ?? queries;
  const [observer] = useState(() => new QueryObserver<T, E>(cache, options.keepPrevious ?? false));
  // An answer (or failure) is drawn as a transition: React renders it in short slices, yielding to the
  // player's input, rather than in one long task as a store read with useSyncExternalStore would. Going back
  // to loading (a new key) is drawn at once, so no answer is ever shown under the wrong key.
  const [state, setState] = useState(observer.state);
  useEffect(() => {
    const update = () => {
      const next = observer.state();
      if (next.status === 'loading') setState(next);
      else startTransition(() => setState(next));
    };
    update();
    return observer.subscribe(update);
  }, [observer]);
  const id = query ? keyId(query.key) : null;
  // the loader of the latest render: it reads nothing the key does not name
  const latest = useRef(query);
  latest.current = query;
  const [asked, setAsked] = useState<{ readonly fresh: boolean }>(FIRST);

  useEffect(() => {
    const current = latest.current;
    if (id === null || current === null) return;
    observer.follow(current, asked.fresh);
    return () => observer.stop();
  }, [id, asked, observer]);

  const retry = useCallback(() => {
    observer.retrying();
    setAsked({ fresh: true });
  }, [observer]);

  return { ...state, retry };
}
