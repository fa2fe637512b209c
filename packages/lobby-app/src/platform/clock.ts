/** A clock that reads `Date.now` unless pinned; page stories pin it so screenshots never depend on the day. */
export interface PinnableClock {
  readonly now: () => number;
  /** Pins the clock to a source, or restores `Date.now` with null. */
  readonly pin: (source: (() => number) | null) => void;
}

function pinnableClock(): PinnableClock {
  let source: () => number = () => Date.now();
  return {
    now: () => source(),
    pin: (next) => {
      source = next ?? (() => Date.now());
    },
  };
}

/**
 * The clock countdowns read: tournament starts and ends (instants the domain reads from New York wall-clock
 * text), live and upcoming labels, and promotion expiries.
 */
export const countdownClock = pinnableClock();

/**
 * The clock game tiles read to tell whether a jackpot multiplier's window is open. Apart from the countdowns'
 * clock because page stories judge the windows at an instant of their own (a Saturday evening).
 */
export const tileClock = pinnableClock();
