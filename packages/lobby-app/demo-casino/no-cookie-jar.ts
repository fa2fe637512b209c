/**
 * Stands in for `tough-cookie` inside Mock Service Worker in the lobby's build and the demo casino's service
 * worker (aliases in vite.config.ts).
 *
 * MSW keeps a cookie jar for cookies that mocked answers set, and that jar brings tough-cookie and the whole
 * public-suffix list with it: some 70 KB gzip, more than the rest of the demo casino's worker, loaded before
 * the worker can answer the lobby's first call. The demo casino never sets a cookie from an answer, so the
 * jar is always empty and this one stays empty too.
 */

/** A stored cookie: there never is one. */
export const Cookie = {
  fromJSON: (_json: unknown): null => null,
};

/** MSW reads and writes `idx`, the jar's index by domain, path and name. */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  #warned = false;

  getCookiesSync(_url: string): { key: string; value: string; toString(): string }[] {
    return [];
  }

  async setCookie(_cookie: string, url: string): Promise<void> {
    if (this.#warned) return;
    this.#warned = true;
    console.warn(`The demo casino keeps no cookies set by its answers (an answer to ${url} set one).`);
  }
}
