import localforage from 'localforage';

/**
 * The catalogue kept in the browser database (IndexedDB through localforage), so the lobby can start when the
 * network fails. We keep the server's own response and run it through the same parser as a fresh one: a
 * damaged or outdated entry is then simply rejected. Every failure here (no IndexedDB, quota, corrupt data)
 * means "no cache", never an error the player sees.
 */

const CACHE_VERSION = 1;

interface CachedCatalogue {
  version: number;
  savedAt: number;
  raw: unknown;
}

let store: LocalForage | null = null;
function database(): LocalForage {
  store ??= localforage.createInstance({ name: 'casino-lobby', storeName: 'catalogue' });
  return store;
}

function isCached(value: unknown): value is CachedCatalogue {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.version === CACHE_VERSION && typeof record.savedAt === 'number' && 'raw' in record;
}

export async function readCachedCatalogue(): Promise<{ raw: unknown; savedAt: number } | null> {
  try {
    const value: unknown = await database().getItem('catalogue');
    return isCached(value) ? { raw: value.raw, savedAt: value.savedAt } : null;
  } catch (error) {
    console.warn('The cached catalogue could not be read; starting without it.', error);
    return null;
  }
}

/** Clears the old catalogue and stores the new one (§4 start-up). Resolves false when the browser refused. */
export async function replaceCachedCatalogue(raw: unknown, savedAt: number): Promise<boolean> {
  try {
    await database().clear();
    await database().setItem('catalogue', { version: CACHE_VERSION, savedAt, raw } satisfies CachedCatalogue);
    return true;
  } catch (error) {
    console.warn('The catalogue could not be stored for offline use.', error);
    return false;
  }
}
