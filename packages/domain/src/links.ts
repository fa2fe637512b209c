/**
 * The one link classifier of the lobby. Every address that comes from outside the code — server HTML,
 * the casino's configured pages, the platform login's return path, a game's frame, the pages the lobby
 * leaves for with `location.assign` — is read here, by the browser's own URL parser, and sorted into a
 * target the lobby may follow, or refused. The addresses built on it for one use each (a configured page, a
 * game's frame, the login page, an image) are in addresses.ts.
 */
import { toSafeInternalPath } from './internal-path.ts';

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
export const UNREADABLE = /[\\\p{Cc}]/u;
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
export const ANY_ORIGIN = { origin: 'https://lobby.invalid' } as const;

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
