// Where a request path points inside the served folder, for scripts/serve.mjs. A plain prefix check
// (`file.startsWith(root)`) lets `/..%2fdist-old/x` through to a sibling folder whose name begins with the
// root's; this check compares whole path segments, and refuses what is not a clean path inside the root.
import { isAbsolute, join, relative as relativePath, sep } from 'node:path';

/**
 * The absolute file `encoded` (a URL path below the base location, still percent-encoded) names inside
 * `root`, or null when it leaves `root`, cannot be decoded or holds a NUL byte.
 *
 * @param {string} root an absolute folder, without a trailing separator
 * @param {string} encoded
 * @returns {string | null}
 */
export function fileInside(root, encoded) {
  let decoded;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = join(root, decoded);
  const inside = relativePath(root, file);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return file;
}
