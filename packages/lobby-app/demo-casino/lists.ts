/**
 * Lists of plain words and names, written as text so a list of sixty words takes a few lines: the items
 * are split at white space (or at `separator`, for items that hold a space) and trimmed.
 *
 * @example
 * listOf('Lucky Golden Wild'); // ['Lucky', 'Golden', 'Wild']
 * listOf('Nebula Gaming | Golden Reel', '|'); // ['Nebula Gaming', 'Golden Reel']
 */
export function listOf(text: string, separator: string | RegExp = /\s+/): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
