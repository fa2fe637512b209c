import type * as v from 'valibot';

/**
 * Readers for the loose values a PHP backend sends: flags as "1"/"0"/1/0/true/"true"/null, numbers as
 * numeric strings, lists as arrays or comma-separated text. Each reader accepts anything and never fails,
 * so one odd field does not throw away a whole response.
 */

/** A PHP-style flag: true for true, 1, "1", "true", "yes", "on" (any case); false for anything else. */
export function toFlag(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1;
  if (typeof raw === 'string') return ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
  return false;
}

/** A finite number from a number or numeric string (thousands commas allowed), else null. */
export function toNumberOrNull(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const cleaned = raw.trim().replace(/,/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Trimmed text from a string or number; null, undefined and anything else become ''. */
export function toText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

/** Non-empty trimmed text, or null. */
export function toTextOrNull(raw: unknown): string | null {
  const text = toText(raw);
  return text === '' ? null : text;
}

/**
 * A list of non-empty texts from an array (strings, numbers, or objects with a shortname/name/slug) or
 * from comma-separated text.
 */
export function toTextList(raw: unknown): readonly string[] {
  const items: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const out: string[] = [];
  for (const item of items) {
    const text =
      item !== null && typeof item === 'object'
        ? toText(
            (item as Record<string, unknown>).shortname ??
              (item as Record<string, unknown>).slug ??
              (item as Record<string, unknown>).name,
          )
        : toText(item);
    if (text !== '') out.push(text);
  }
  return out;
}

/** An object's own fields, or an empty record for anything that is not a plain object. */
export function toRecord(raw: unknown): Readonly<Record<string, unknown>> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};
}

/** An array, or an empty one for anything else. PHP sends an empty object for an empty map. */
export function toArray(raw: unknown): readonly unknown[] {
  return Array.isArray(raw) ? raw : [];
}

/** The first issue of a failed valibot parse as one readable line. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'invalid value';
  const path = first.path?.map((item) => String(item.key)).join('.') ?? '';
  return path === '' ? first.message : `${path}: ${first.message}`;
}
