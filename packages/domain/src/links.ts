/**
 * The one link classifier of the lobby. Every address that comes from outside the code — server HTML,
 * the casino's configured pages, the platform login's return path, a game's frame, the pages the lobby
 * leaves for with `location.assign` — is read here, by the browser's own URL parser, and sorted into a
 * target the lobby may follow, or refused.
 */
import { toSafeInternalPath, withQuery } from './return-path.ts';

/**
 * Where a link may lead:
 * - `app`: a page of the lobby itself, opened by the router without a reload;
 * - `page`: another page on the casino's own site (cashier, dashboard…), opened in the same tab;
 * - `external`: another site;
 * - `contact`: a mailto: or tel: link.
 */
export type SafeLinkTarget =
  | { readonly kind: 'app'; readonly path: string }
  | { readonly kind: 'page'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'contact'; readonly href: string };

export interface LinkPolicy {
  /** The origin links are judged against (the lobby's own), e.g. `https://casino.example`. */
  readonly origin: string;
  /** The URL a relative link is read against (the document's base URL); the origin's root unless given. */
  readonly base?: string;
  /**
   * The lobby path for a same-origin path (`/promotions?x=1`), or null when it belongs to another page of the
   * site. The default treats every safe root-relative path as a lobby page.
   */
  readonly appPathOf?: (path: string) => string | null;
}

const MAX_LINK_LENGTH = 2048;
const CONTACT_PROTOCOLS = new Set(['mailto:', 'tel:']);
/**
 * What no address the lobby follows may hold: backslashes and control characters, which browsers read in
 * ways a person reading the text does not (`/\evil.example` is a host, `java\tscript:` a scheme).
 */
const UNREADABLE = /[\\\p{Cc}]/u;
/** An address the browser reads differently depending on the page it is on: `https:evil.example`. */
const AMBIGUOUS = /^https?:(?!\/\/)/i;

/**
 * Sorts a link into one of the targets above, or null when it must not be followed: any scheme other than
 * http(s), mailto and tel (`javascript:`, `data:`, `vbscript:`, `file:`, custom app schemes…), credentials,
 * backslashes, control characters and an http(s) scheme without `//`. A protocol-relative `//host/…` is
 * another site. Surrounding whitespace is ignored, as a browser ignores it.
 *
 * @example
 * classifyLink('/promotions', { origin: 'https://casino.example' }); // { kind: 'app', path: '/promotions' }
 * classifyLink('https://other.example', { origin: 'https://casino.example' }); // external
 * classifyLink('java\tscript:alert(1)', { origin: 'https://casino.example' }); // null
 */
export function classifyLink(raw: unknown, policy: LinkPolicy): SafeLinkTarget | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > MAX_LINK_LENGTH || UNREADABLE.test(value) || AMBIGUOUS.test(value))
    return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(policy.origin);
    url = new URL(value, policy.base ?? `${base.origin}/`);
  } catch {
    return null;
  }
  if (CONTACT_PROTOCOLS.has(url.protocol)) return { kind: 'contact', href: url.href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // credentials in a link are a classic way to disguise where it leads
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin !== base.origin) return { kind: 'external', href: url.href };
  const path = `${url.pathname}${url.search}${url.hash}`;
  const appPath = (policy.appPathOf ?? toSafeInternalPath)(path);
  return appPath === null ? { kind: 'page', href: path } : { kind: 'app', path: appPath };
}

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
 * The absolute address of a web page the lobby may leave for (`location.assign`): a link of the casino's
 * config or an answer, read against the document's base URL, or null when it is not a web page.
 *
 * @example
 * pageAddress('cashier/', { origin: 'https://c.example', base: 'https://c.example/lobby/' });
 * // 'https://c.example/lobby/cashier/'
 * pageAddress('javascript:alert(1)', { origin: 'https://c.example' }); // null
 */
export function pageAddress(raw: unknown, policy: Omit<LinkPolicy, 'appPathOf'>): string | null {
  const target = classifyLink(raw, { ...policy, appPathOf: () => null });
  if (target === null || target.kind === 'contact' || target.kind === 'app') return null;
  return new URL(target.href, policy.base ?? policy.origin).href;
}

/**
 * Where configuration is checked before the lobby knows its own address: an origin no real link has, so a
 * link is judged only by its form.
 */
const ANY_ORIGIN = { origin: 'https://lobby.invalid' } as const;

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

/** The platform's own addresses of the casino pages the lobby opens, where the casino's config names none. */
const PLATFORM_PAGES = { cashier: '/cashier/', signup: '/signup' } as const;

/**
 * Where the lobby sends a visitor for the cashier or signup: the casino's configured page (`pages.*`, already
 * checked by toSafePageLink), else the platform's own address at the site's root (§2 lists /cashier/ among
 * the platform pages; those are not lobby routes, so they do not move with the base location).
 *
 * @example
 * casinoPage({ cashier: null }, 'cashier'); // '/cashier/'
 * casinoPage({ signup: 'https://casino.example/join' }, 'signup'); // 'https://casino.example/join'
 */
export function casinoPage(
  pages: { readonly cashier?: string | null; readonly signup?: string | null } | null | undefined,
  page: keyof typeof PLATFORM_PAGES,
): string {
  return pages?.[page] ?? PLATFORM_PAGES[page];
}
