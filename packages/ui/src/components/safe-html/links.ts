import { toSafeInternalPath } from '@lobby/domain';

/**
 * Where a link from server content may lead:
 * - `app`: a page of the lobby itself, opened by the router without a reload;
 * - `page`: another page on the casino's own site (cashier, dashboard…), opened in the same tab;
 * - `external`: another site, opened in a new tab without access to this one;
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
  /**
   * The lobby path for a same-origin path (`/promotions?x=1`), or null when it belongs to another page of the
   * site. The default treats every safe root-relative path as a lobby page.
   */
  readonly appPathOf?: (path: string) => string | null;
}

const CONTACT_PROTOCOLS = new Set(['mailto:', 'tel:']);

/**
 * Sorts a link written by the server into one of the targets above, or null when it must not be followed:
 * any scheme other than http(s), mailto and tel (`javascript:`, `data:`, `vbscript:`, `file:`, custom app
 * schemes…) is dropped. The browser's own URL parser reads the value, so tricks such as tabs inside the
 * scheme or leading control characters are seen exactly as a click would see them.
 *
 * @example
 * classifyLink('/promotions', { origin: 'https://casino.example' }); // { kind: 'app', path: '/promotions' }
 * classifyLink('https://other.example', { origin: 'https://casino.example' }); // external
 * classifyLink('java\tscript:alert(1)', { origin: 'https://casino.example' }); // null
 */
export function classifyLink(raw: string, policy: LinkPolicy): SafeLinkTarget | null {
  const value = raw.trim();
  if (value === '' || value.length > 2048) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(policy.origin);
    url = new URL(value, `${base.origin}/`);
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
 * Follows a link the way `SafeLink` would have: a lobby page through the router, another page of the site in
 * this tab, another site in a new tab that cannot reach this one, a contact link by the browser.
 */
export function followLink(target: SafeLinkTarget, navigate: (path: string) => void, win: Window = window) {
  switch (target.kind) {
    case 'app':
      navigate(target.path);
      return;
    case 'external':
      win.open(target.href, '_blank', 'noopener,noreferrer');
      return;
    default:
      win.location.assign(target.href);
  }
}

/**
 * Whether an image source may be shown: http(s) or same-origin paths, and inline raster images. SVG data URLs
 * are refused too, although an <img> never runs their scripts, to keep the rule short and obvious.
 */
export function isSafeImageSource(raw: string, origin: string): boolean {
  const value = raw.trim();
  if (/^data:image\/(?:png|gif|jpe?g|webp|avif);base64,[a-z0-9+/=\s]+$/i.test(value)) return true;
  try {
    const url = new URL(value, `${new URL(origin).origin}/`);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}
