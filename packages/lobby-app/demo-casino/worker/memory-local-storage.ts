/**
 * A service worker has no localStorage, and Mock Service Worker's cookie store insists on one as it loads
 * (it keeps cookies that mocked answers set; the demo casino sets none). This gives the worker an empty one
 * in memory. Imported first by service-worker.ts, so it is in place before Mock Service Worker loads.
 */
const scope = globalThis as { localStorage?: unknown };
if (typeof scope.localStorage === 'undefined') {
  const entries = new Map<string, string>();
  scope.localStorage = {
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, String(value));
    },
    removeItem: (key: string) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
