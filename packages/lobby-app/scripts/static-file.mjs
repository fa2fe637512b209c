// Serving files of a folder, for scripts/serve.mjs and the Storybook UI check: their content types, and where a
// request path points inside the folder. A plain prefix check
// (`file.startsWith(root)`) lets `/..%2fdist-old/x` through to a sibling folder whose name begins with the
// root's; this check compares whole path segments, and refuses what is not a clean path inside the root.
import { isAbsolute, join, relative as relativePath, sep } from 'node:path';

/** The Content-Type of a served file, by its extension (anything else is `application/octet-stream`). */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

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
