/**
 * Which /category/{slug} routes exist (§2). Apart from the catalogue so the router can decide a route without
 * loading the catalogue's readers.
 */

/** The category slugs a /category/{slug} route may name (§2). */
export const CATEGORY_ROUTE_SLUGS = [
  'online-slots',
  'slots',
  'table-games',
  'video-poker',
  'specialty-games',
  'live-dealer',
] as const;

/**
 * The slug a category is filed under: lower case, with `slots` read as `online-slots` (§2).
 *
 * @example
 * canonicalCategory('Slots'); // 'online-slots'
 */
export function canonicalCategory(slug: string): string {
  const key = slug.trim().toLowerCase();
  return key === 'slots' ? 'online-slots' : key;
}

/**
 * Whether /category/{slug} exists in a variant: specialty-games only outside fusion, live-dealer only in
 * fusion (§2).
 *
 * @example
 * isCategoryRouteAvailable('slots', false); // true
 */
export function isCategoryRouteAvailable(slug: string, isFusion: boolean): boolean {
  const key = canonicalCategory(slug);
  if (key === 'specialty-games') return !isFusion;
  if (key === 'live-dealer') return isFusion;
  return (CATEGORY_ROUTE_SLUGS as readonly string[]).includes(key);
}
