import { SERVER_TIME_ZONE } from '@lobby/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as the casino's server clock reads it (America/New_York), with the zone named so the
 * player is never misled about when a tournament starts or ends.
 *
 * @example
 * formatServerDateTime(Date.UTC(2026, 10, 20, 17), 'en'); // 'Nov 20, 2026, 12:00 PM EST'
 */
export function formatServerDateTime(instant: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, {
        timeZone: SERVER_TIME_ZONE,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });
    } catch {
      formatter = new Intl.DateTimeFormat('en', { timeZone: SERVER_TIME_ZONE, timeZoneName: 'short' });
    }
    formatters.set(locale, formatter);
  }
  return formatter.format(instant);
}
