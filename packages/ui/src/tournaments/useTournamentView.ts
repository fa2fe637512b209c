import {
  type TournamentPhase,
  type TournamentView,
  type TournamentWindow,
  tournamentView,
} from '@lobby/domain';
import { useEffect, useState } from 'react';
import type { NowSource } from './types.ts';

// a timer longer than ~24.8 days fires at once; wake up daily instead and look again
const MAX_TIMER_MS = 86_400_000;

/**
 * The next instant after `now` at which a tournament's view changes (its start or its end), or null.
 *
 * @example
 * nextChangeAt({ startAt: 2_000, endAt: 9_000 }, 5_000); // 9000
 */
export function nextChangeAt(window: TournamentWindow, now: number): number | null {
  const ahead = [window.startAt, window.endAt].filter((at): at is number => at !== null && at > now);
  return ahead.length === 0 ? null : Math.min(...ahead);
}

/**
 * A tournament's status and countdown kind, re-rendering its component only when they change (at the start
 * and at the end), never every second: the seconds tick inside `TournamentClock`.
 */
export function useTournamentView(
  phase: TournamentPhase,
  window: TournamentWindow,
  now: NowSource = Date.now,
): TournamentView {
  // bumped at each start or end, to render the changed view
  const [, setChanges] = useState(0);
  const { startAt, endAt } = window;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // one timer at a time, armed again after each wake-up (a change, or a daily look at a far-off one)
    const arm = () => {
      const current = now();
      const at = nextChangeAt({ startAt, endAt }, current);
      if (at === null) return;
      timer = setTimeout(
        () => {
          setChanges((count) => count + 1);
          arm();
        },
        Math.min(MAX_TIMER_MS, at - current),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [startAt, endAt, now]);
  return tournamentView(phase, window, now());
}
