import { useEffect, useRef } from 'react';

/**
 * The lobby's one way to repeat work on a clock: `job` runs every `ms` milliseconds until the returned
 * function stops it. `useEvery` is its React form. A period that is not a positive number runs nothing.
 *
 * @example
 * const stop = every(2000, () => console.log('tick'));
 * stop();
 */
export function every(ms: number, job: () => void): () => void {
  if (!(ms > 0)) return () => {};
  const timer = setInterval(job, ms);
  return () => clearInterval(timer);
}

/**
 * Runs `job` every `ms` milliseconds while `running` is true and the component is mounted. The latest `job`
 * runs each time, so a new function on each render neither restarts nor skips the clock.
 *
 * @example
 * useEvery(RANDOM_PLAY_BADGE_ROTATE_MS, () => setIndex((i) => i + 1), !reducedMotion);
 */
export function useEvery(ms: number, job: () => void, running: boolean): void {
  const latest = useRef(job);
  latest.current = job;
  useEffect(() => (running ? every(ms, () => latest.current()) : undefined), [ms, running]);
}
