/** Colour scheme of the lobby. */
export type ColourTheme = 'light' | 'dark';

/**
 * The theme: the saved cookie, else the system preference (§4).
 *
 * @example
 * resolveTheme(undefined, true); // 'dark'
 */
export function resolveTheme(cookie: unknown, prefersDark: boolean): ColourTheme {
  return cookie === 'light' || cookie === 'dark' ? cookie : prefersDark ? 'dark' : 'light';
}
