import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type LoaderPhase, loaderPhase } from './loader-phase.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, following changes. */
export function useReducedMotion(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = globalThis.matchMedia(REDUCED_MOTION_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/**
 * The loader overlay's phase, moved on by two timers started when the component mounts.
 *
 * @example
 * const phase = useLoaderPhase(4_000, reducedMotion ? 0 : 500);
 */
export function useLoaderPhase(hideAfterMs: number, removeAfterMs: number): LoaderPhase {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    const hide = setTimeout(() => setElapsed(hideAfterMs), hideAfterMs);
    const remove = setTimeout(() => setElapsed(hideAfterMs + removeAfterMs), hideAfterMs + removeAfterMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, [hideAfterMs, removeAfterMs]);
  return loaderPhase(elapsed, hideAfterMs, removeAfterMs);
}

/**
 * True once `delayMs` has passed while `enabled` (e.g. the synth reminder after 20 s, the my50free prompt
 * after 60 s). Turning `enabled` off starts over.
 *
 * @example
 * const remind = useElapsed(SYNTH_REMINDER_MS, launched.synth);
 */
export function useElapsed(delayMs: number, enabled = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    setDone(false);
    if (!enabled) return;
    const timer = setTimeout(() => setDone(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, enabled]);
  return done;
}

/**
 * Keeps a closing piece on the page for its exit animation: `mounted` stays true `exitMs` after `open`
 * turns false, and `state` says which way it is going (for `data-state`).
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; state: 'open' | 'closed' } {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (exitMs <= 0) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);
  return { mounted: open || mounted, state: open ? 'open' : 'closed' };
}

/**
 * The synth fireworks schedule (§9): the first show `firstDelayMs` in (the app draws it between 1 and 2
 * minutes with `firstFireworksDelay`), then one every `repeatMs`, each visible for `shownMs`. Returns whether
 * a show is on now and a counter that changes with each show (a key for a fresh canvas).
 */
export function useFireworksSchedule({
  enabled = true,
  firstDelayMs,
  repeatMs,
  shownMs,
}: {
  enabled?: boolean;
  firstDelayMs: number;
  repeatMs: number;
  shownMs: number;
}): { showing: boolean; show: number } {
  const [show, setShow] = useState(0);
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setShow((count) => count + 1);
      setShowing(true);
      timers.push(setTimeout(() => setShowing(false), shownMs));
    };
    timers.push(
      setTimeout(() => {
        start();
        interval = setInterval(start, repeatMs);
      }, firstDelayMs),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
      if (interval !== undefined) clearInterval(interval);
      setShowing(false);
    };
  }, [enabled, firstDelayMs, repeatMs, shownMs]);
  return { showing, show };
}
