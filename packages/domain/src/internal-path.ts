/**
 * The rule every path taken from input must pass to stay inside the app: the `?play=` and `?fav=` query, the
 * stored return page, a link of the casino's HTML or configuration. A path that could leave the app (a scheme,
 * `//host`, backslashes browsers read as slashes, control characters, percent escapes that decode to any of
 * those or to a dot) is refused outright rather than repaired.
 */

const MAX_PATH_LENGTH = 2048;

// letters, digits and the URL punctuation an app path needs; no '%', ':', '@', '\\', whitespace or controls
const SAFE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=/?#]*$/;

// A run of percent escapes, e.g. '%20' or the UTF-8 bytes of one letter ('%C3%A9').
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
// What an escape may not stand for: URL syntax (slashes, dots, '%', ':', '@', '?', '#'), controls, and
// characters with a meaning in HTML, invisible and direction-changing marks. Escaped spaces and letters (a
// provider called 'Tom Horn') are fine.
// (\p{Cc} is every control character: U+0000-001F and U+007F-009F)
const FORBIDDEN_ESCAPED = /[\p{Cc}/\\.%:@?#<>"`\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

/**
 * The input with each run of harmless percent escapes replaced by a plain letter, or null when an escape is
 * malformed, is not UTF-8, or stands for a character that could change where the path leads.
 */
function withoutHarmlessEscapes(input: string): string | null {
  let harmful = false;
  const replaced = input.replace(ESCAPE_RUN, (run) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(run);
    } catch {
      harmful = true;
      return run;
    }
    if (FORBIDDEN_ESCAPED.test(decoded)) harmful = true;
    return 'x';
  });
  return harmful || replaced.includes('%') ? null : replaced;
}

/**
 * The path itself when it is a safe internal path of the app, else null. Safe: starts with one `/`, has no
 * `//` anywhere, no `..` or `.` segment, and only plain URL characters or percent escapes of spaces,
 * letters and harmless punctuation.
 *
 * @example
 * toSafeInternalPath('/providers/betsoft?page=2'); // '/providers/betsoft?page=2'
 * toSafeInternalPath('/providers/Tom%20Horn'); // '/providers/Tom%20Horn'
 * toSafeInternalPath('//evil.example'); // null
 * toSafeInternalPath('/\\evil.example'); // null
 */
export function toSafeInternalPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_PATH_LENGTH) return null;
  const plain = withoutHarmlessEscapes(input);
  if (plain === null || !SAFE_PATH.test(plain) || plain.includes('//')) return null;
  const pathname = plain.split(/[?#]/, 1)[0] ?? '';
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return input;
}
