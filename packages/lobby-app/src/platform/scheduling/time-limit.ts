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
