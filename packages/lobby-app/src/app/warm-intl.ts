/**
 * The first use of the browser's Intl formatters loads their locale data: some 10 ms for the first formatter
 * of a page, 5 for money, 2 to 10 for the casino's New York clock, on a fast desktop (four times that on a
 * mid-range phone). The first screen needs all of them in the render that draws the games, where those
 * milliseconds would add up to one long task. Building one of each beforehand, each in a browser task of its
 * own while the page waits for the casino's answers, loads that data in short tasks instead; the lobby's
 * own formatters, built later, find it loaded.
 */
export interface WarmIntlDeps {
  /** Runs a job in a later task of its own (a zero timeout by default). */
  readonly schedule: (job: () => void) => void;
}

const inLaterTask: WarmIntlDeps = { schedule: (job) => setTimeout(job, 0) };

/** The formatters the first screen uses, for the page's language. */
export function intlWarmUps(locale: string): Array<() => unknown> {
  return [
    // sorting (provider names, search)
    () => new Intl.Collator('en', { sensitivity: 'base' }).compare('a', 'B'),
    // money (balance, jackpots, prizes); other currencies come cheap once one is loaded
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5),
    // the casino's clock (tournaments, promotions) and dates shown to the player
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).formatToParts(0),
    () => new Intl.PluralRules(locale).select(2),
  ];
}

/** Warms the formatters, one per task, in order. A locale the browser refuses is skipped quietly. */
export function warmIntl(locale: string, deps: WarmIntlDeps = inLaterTask): void {
  const jobs = intlWarmUps(locale);
  const next = () => {
    const job = jobs.shift();
    if (!job) return;
    try {
      job();
    } catch {
      // a language tag Intl does not take: the formatters themselves deal with it when they are used
    }
    deps.schedule(next);
  };
  deps.schedule(next);
}
