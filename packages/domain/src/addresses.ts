/**
 * Addresses the lobby lets through, or builds, for one use each: a page of the casino's configuration, a
 * game's frame, the platform's login page and an image. Each is read by the one link classifier (links.ts).
 * They live apart from it because a first screen needs only the classifier: these come with the code that
 * reads the configuration, opens a game or a login, or draws the casino's HTML.
 */

import { toSafeInternalPath } from './internal-path.ts';
import { ANY_ORIGIN, classifyLink, UNREADABLE } from './links.ts';
import { withQuery } from './return-path.ts';

/**
 * Whether an image source may be shown: http(s) or same-origin paths, and inline raster images. SVG data URLs
 * are refused too, although an <img> never runs their scripts, to keep the rule short and obvious.
 */
export function isSafeImageSource(raw: string, origin: string): boolean {
  const value = raw.trim();
  if (/^data:image\/(?:png|gif|jpe?g|webp|avif);base64,[a-z0-9+/=\s]+$/i.test(value)) return true;
  const target = classifyLink(value, { origin, appPathOf: () => null });
  return target !== null && target.kind !== 'contact';
}

/**
 * A link to one of the casino's own pages (config `pages.*`), trimmed, when following it can only open a
 * web page: an absolute http(s) URL, or a path the browser resolves against the lobby's base location
 * ('cashier/', '/terms'). Anything {@link classifyLink} refuses, or a mailto:/tel: link, makes it null, and
 * the lobby then behaves as if the page were not set.
 *
 * @example
 * toSafePageLink('https://casino.example/terms'); // 'https://casino.example/terms'
 * toSafePageLink('cashier/'); // 'cashier/'
 * toSafePageLink('javascript:alert(1)'); // null
 */
export function toSafePageLink(value: unknown): string | null {
  const target = classifyLink(value, ANY_ORIGIN);
  return target === null || target.kind === 'contact' ? null : (value as string).trim();
}

/**
 * A game's address the game frame may load: an absolute http(s) URL; on the demo casino (`demo`), also the
 * `data:text/html` pages its stand-in games are. Anything else — `javascript:`, any other `data:`, a path on
 * the lobby's own site — is refused, in production also every `data:` address.
 *
 * @example
 * gameFrameAddress('https://games.example/x', { demo: false }); // 'https://games.example/x'
 * gameFrameAddress('data:text/html,<p>', { demo: false }); // null
 * gameFrameAddress('https://games.example/x', { demo: false, providerFrames: ['https://live.example'] }); // null
 */
export function gameFrameAddress(
  url: string,
  options: { readonly demo: boolean; readonly providerFrames?: readonly string[] },
): string | null {
  const value = url.trim();
  if (options.demo && /^data:text\/html[;,]/i.test(value) && !UNREADABLE.test(value)) return value;
  if (!/^https?:/i.test(value) || classifyLink(value, ANY_ORIGIN)?.kind !== 'external') return null;
  // the deployment's list of provider origins, when it has one, is the only place frames come from
  const allowed = options.providerFrames ?? [];
  return allowed.length === 0 || allowed.includes(new URL(value).origin) ? value : null;
}

/**
 * The platform's login page with `returnurl` set to where the player goes once logged in: the lobby path
 * `returnTo` under the lobby's base path `base` (e.g. '/casino/'). The return address is read by
 * {@link classifyLink} and must be a lobby page under `base`; anything else returns to the lobby's home.
 *
 * @example
 * loginAddress('https://casino.example/casino/login', '/favorites', '/casino/');
 * // 'https://casino.example/casino/login?returnurl=%2Fcasino%2Ffavorites'
 * loginAddress('https://casino.example/login', '//evil.example', '/'); // '…/login?returnurl=%2F'
 */
export function loginAddress(loginPage: string, returnTo: unknown, base: string): string {
  const home = `${base.replace(/\/+$/, '')}/`;
  const path = toSafeInternalPath(returnTo) ?? '/';
  const back = classifyLink(`${home.slice(0, -1)}${path}`, {
    ...ANY_ORIGIN,
    appPathOf: (candidate) => (candidate.startsWith(home) || `${candidate}/` === home ? candidate : null),
  });
  return withQuery(loginPage, [['returnurl', back?.kind === 'app' ? back.path : home]]);
}
