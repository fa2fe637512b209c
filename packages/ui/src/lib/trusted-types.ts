/**
 * Trusted Types. The lobby's pages are served with `require-trusted-types-for 'script'`: the browser refuses
 * a plain string at every place that turns text into markup or script (innerHTML, srcdoc, DOMParser, a
 * service worker's script URL). The lobby hands text to such a place in only a few spots, and each goes
 * through this one policy, whose name the Content-Security-Policy lists (`trusted-types lobby dompurify`;
 * DOMPurify brings a policy of its own for its parsing).
 *
 * Where the browser has no Trusted Types, or the page is served without the header (Storybook, the dev
 * server), the helpers give the text back unchanged.
 */

interface TrustedTypePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): TrustedTypePolicy;
}

/** The policy's name, as the Content-Security-Policy's `trusted-types` directive lists it. */
export const TRUSTED_TYPES_POLICY = 'lobby';

let policy: TrustedTypePolicy | null | undefined;

function lobbyPolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  policy = factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
        // markup only ever reaches a document that runs nothing of the lobby's: an inert parse, or a frame
        // of its own (see the callers); the sanitiser, not this policy, is what cleans server HTML
        createHTML: (input) => input,
        createScriptURL: sameOriginScript,
      })
    : null;
  return policy;
}

/** A worker script must be one of the lobby's own files: any other origin is refused. */
function sameOriginScript(input: string): string {
  const url = new URL(input, document.baseURI);
  if (url.origin !== window.location.origin) throw new TypeError(`Refused script URL from ${url.origin}`);
  return url.href;
}

/**
 * Markup for a sink that runs nothing in the lobby's page: DOMParser's inert document, or the srcdoc of a
 * frame that is sandboxed or holds a provider's own page. Typed as a string, which is what the DOM's
 * declarations accept; at run time it is a TrustedHTML where the browser has them.
 */
export function trustedHtml(html: string): string {
  const trusted = lobbyPolicy();
  return trusted ? (trusted.createHTML(html) as string) : html;
}

/** The address of one of the lobby's own worker scripts, for `navigator.serviceWorker.register`. */
export function trustedScriptUrl(url: string | URL): string {
  const trusted = lobbyPolicy();
  if (trusted) return trusted.createScriptURL(String(url)) as string;
  // outside a page (a test of the code that registers) there is no origin to hold the address to
  return typeof document === 'undefined' ? String(url) : sameOriginScript(String(url));
}
