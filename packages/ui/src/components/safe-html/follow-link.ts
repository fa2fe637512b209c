import type { SafeLinkTarget } from '@lobby/domain';

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
