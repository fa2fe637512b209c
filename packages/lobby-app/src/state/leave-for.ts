import { pageAddress } from '@lobby/domain';
import { sayPageRefused } from './refused-page.ts';

/** Where the lobby is and how it leaves; the browser's own unless a test gives its own. */
export interface Whereabouts {
  readonly origin: string;
  /** The document's base URL: relative addresses of the config are read against the base location. */
  readonly baseUri: string;
  readonly assign: (href: string) => void;
}

const browser = (): Whereabouts => ({
  origin: window.location.origin,
  baseUri: document.baseURI,
  assign: (href) => window.location.assign(href),
});

/**
 * Leaves the lobby for one of the casino's pages in this tab (cashier, signup, logout…), when the link
 * classifier reads the address as a web page. An address it refuses (a `javascript:` cashier link, say) is
 * not followed: the player is told the page cannot be opened, the console says which address, and the lobby
 * stays as it was. Answers whether the lobby left.
 *
 * @example
 * leaveFor(casinoPage(config?.pages, 'cashier'));
 */
export function leaveFor(raw: string, where: Whereabouts = browser()): boolean {
  const href = pageAddress(raw, { origin: where.origin, base: where.baseUri });
  if (href === null) {
    console.error(`Not opened: ${JSON.stringify(raw)} is not the address of a web page.`);
    sayPageRefused();
    return false;
  }
  where.assign(href);
  return true;
}
