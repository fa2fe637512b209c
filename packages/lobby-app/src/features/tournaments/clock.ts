import { proxy } from 'valtio';

let source: () => number = () => Date.now();

/**
 * The clock tournament countdowns read. Date.now in the lobby (tournament times are instants, read from
 * New York wall-clock text by the domain); page stories pin it so screenshots never drift.
 */
export const tournamentNow = (): number => source();

/** Pins or restores the tournament clock (stories). */
export function setTournamentClock(now: (() => number) | null): void {
  source = now ?? (() => Date.now());
}

/** 'Remind Me' presses of this visit (§2: the label changes; any call behind it is not part of the lobby). */
export const reminders = proxy<{ ids: string[] }>({ ids: [] });

export function setReminder(id: string): void {
  if (!reminders.ids.includes(id)) reminders.ids.push(id);
}
