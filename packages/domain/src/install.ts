/**
 * The installable lobby (§2 page chrome, §7): when the install prompt may show and where a service worker
 * is registered.
 */

/** Host names of the stage and local environments, where the service worker is registered (§7). */
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$|\.(?:local|localhost|test)$/i;
const STAGE_HOST = /(?:^|[.-])stag(?:e|ing)(?:\d*)(?:[.-]|$)/i;

/**
 * Whether this host registers the service worker: stage or local hosts only (§7).
 *
 * @example
 * registersServiceWorker('lobby.stage.example.com'); // true
 * registersServiceWorker('www.example.com'); // false
 */
export function registersServiceWorker(hostname: string): boolean {
  const host = hostname.trim();
  return host !== '' && (LOCAL_HOST.test(host) || STAGE_HOST.test(host));
}

/**
 * Whether to offer installing the lobby: on mobile devices, outside the live environment (§2), when the
 * browser offers it and the visitor has not put the offer away.
 *
 * @example
 * showsInstallPrompt({ isMobile: true, isLive: false, browserOffers: true, dismissed: false }); // true
 */
export function showsInstallPrompt(state: {
  readonly isMobile: boolean;
  readonly isLive: boolean;
  readonly browserOffers: boolean;
  readonly dismissed: boolean;
}): boolean {
  return state.isMobile && !state.isLive && state.browserOffers && !state.dismissed;
}
