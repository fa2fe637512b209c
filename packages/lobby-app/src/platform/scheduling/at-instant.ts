/**
 * The longest delay a browser's setTimeout keeps (2^31 − 1 ms, about 24.8 days): a longer one fires at once.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The timer functions `atInstant` uses; the browser's by default. */
export interface TimerHost {
  readonly setTimeout: (job: () => void, ms: number) => unknown;
  readonly clearTimeout: (id: unknown) => void;
}

const browserTimers: TimerHost = {
  setTimeout: (job, ms) => setTimeout(job, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Runs a job once a clock reaches an instant. A delay longer than the browser keeps waits the longest it
 * can, then looks at the clock again; an instant already past runs the job in the next task. Gives back a
 * function that cancels it.
 *
 * @example
 * const cancel = atInstant(nextChange, redraw, () => Date.now());
 */
export function atInstant(
  instant: number,
  job: () => void,
  now: () => number,
  timers: TimerHost = browserTimers,
): () => void {
  let id: unknown = null;
  const arm = () => {
    const delay = Math.max(0, instant - now());
    id = timers.setTimeout(
      () => {
        id = null;
        if (now() >= instant) job();
        else arm();
      },
      Math.min(delay, MAX_TIMEOUT_MS),
    );
  };
  arm();
  return () => {
    if (id !== null) timers.clearTimeout(id);
    id = null;
  };
}
