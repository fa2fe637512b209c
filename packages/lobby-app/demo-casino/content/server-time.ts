/**
 * The casino's clock as the platform writes it: dates and times in server time (America/New_York). Content
 * is built around this clock so countdowns, live windows and expiries are always current.
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

// Building a formatter costs far more than using one: the casino's clock keeps a single one.
let nyFormat: Intl.DateTimeFormat | null = null;

const nyParts = (ms: number) => {
  nyFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = nyFormat.formatToParts(new Date(ms));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
};

/** `YYYY-MM-DD HH:MM:SS` in server time (America/New_York), as the platform writes dates. */
export function serverDateTime(ms: number): string {
  const { date, time } = nyParts(ms);
  return `${date} ${time}`;
}

/** `YYYY-MM-DD` in server time. */
export function serverDate(ms: number): string {
  return nyParts(ms).date;
}
