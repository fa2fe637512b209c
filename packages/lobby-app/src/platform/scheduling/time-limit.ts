import { atInstant } from './at-instant.ts';

/**
 * A time limit on a promise the lobby cannot cancel (a browser-database read, say): the answer when it comes
 * in time, null when it fails or is late. Nothing waits forever on a store that never answers.
 *
 * @example
 * const saved = await withinTimeLimit(database.getItem('last_player'), 1500); // null after 1.5 s
 */
export function withinTimeLimit<T>(read: Promise<T>, limitMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    const cancel = atInstant(Date.now() + limitMs, () => resolve(null), Date.now);
    read.then(
      (value) => {
        cancel();
        resolve(value);
      },
      () => {
        cancel();
        resolve(null);
      },
    );
  });
}

/** Why a {@link timeLimit} stopped: its own time ran out, or a signal it follows aborted. */
export type StopCause = 'timeout' | 'aborted';

/**
 * A signal that aborts on any of `signals` or once `limitMs` has passed, and tells which. AbortSignal.any
 * and AbortSignal.timeout would do most of this, but they cannot say which one fired, and a caller's
 * message depends on it. `dispose` once the work is over.
 *
 * @example
 * const limit = timeLimit(15_000, callerSignal);
 * try { await fetch(url, { signal: limit.signal }); } finally { limit.dispose(); }
 */
export function timeLimit(limitMs: number, ...signals: (AbortSignal | undefined)[]) {
  const controller = new AbortController();
  let cause: StopCause | null = null;
  const abort = (why: StopCause) => {
    if (cause !== null) return;
    cause = why;
    controller.abort(why);
  };
  const onAbort = () => abort('aborted');
  for (const signal of signals) {
    if (signal?.aborted) abort('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
  }
  const timer = setTimeout(() => abort('timeout'), limitMs);
  return {
    signal: controller.signal,
    cause: (): StopCause | null => cause,
    dispose() {
      clearTimeout(timer);
      for (const signal of signals) signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * `work`'s answer, or `stopped` as soon as `signal` aborts: for work that does not listen to the signal
 * itself (a request begun elsewhere, a browser-database call), so that nobody waits on it any longer.
 */
export function unlessStopped<T, S>(work: Promise<T>, signal: AbortSignal, stopped: S): Promise<T | S> {
  if (signal.aborted) return Promise.resolve(stopped);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(stopped);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const STOPPED = Symbol('stopped');

/**
 * `work` within `limitMs` and the caller's `signal` (handed to the work as one signal): its answer, or why it
 * stopped, as soon as it stops, also when the work does not listen to the signal. A rejection of the work
 * is passed on.
 *
 * @example
 * const read = await within(4_000, () => database.getItem('summary'), callerSignal);
 * if (!read.done) console.warn(read.cause); // 'timeout' or 'aborted'
 */
export async function within<T>(
  limitMs: number,
  work: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<{ readonly done: true; readonly value: T } | { readonly done: false; readonly cause: StopCause }> {
  const limit = timeLimit(limitMs, signal);
  try {
    const value = await unlessStopped(work(limit.signal), limit.signal, STOPPED);
    const cause = limit.cause();
    return value === STOPPED || cause !== null
      ? { done: false, cause: cause ?? 'aborted' }
      : { done: true, value };
  } finally {
    limit.dispose();
  }
}
