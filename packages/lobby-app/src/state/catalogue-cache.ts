import type { Catalogue, Game } from '@lobby/domain';
import localforage from 'localforage';

/**
 * The catalogue kept in the browser database (IndexedDB through localforage), so the lobby can start when the
 * network fails (§3, §4). Every failure here (no IndexedDB, quota, damaged data) means "no cache", never an
 * error the player sees; a damaged entry is checked game by game and rejected whole.
 */

const CACHE_VERSION = 1;

export type CachedCatalogue = Omit<Catalogue, 'skipped'>;

interface CacheEntry {
  version: number;
  savedAt: number;
  catalogue: CachedCatalogue;
}

let store: LocalForage | null = null;
function database(): LocalForage {
  store ??= localforage.createInstance({ name: 'casino-lobby', storeName: 'catalogue' });
  return store;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): boolean => Array.isArray(value) && value.every(isText);

function isGame(value: unknown): value is Game {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return (
    isText(g.id) &&
    isText(g.name) &&
    isText(g.displayName) &&
    isText(g.shortname) &&
    isText(g.provider) &&
    isText(g.category) &&
    typeof g.jackpot === 'number' &&
    isTextList(g.themes) &&
    isTextList(g.features) &&
    isTextList(g.subGroups) &&
    Array.isArray(g.subGroupsWithSort) &&
    typeof g.synth === 'boolean' &&
    typeof g.exclusive === 'boolean' &&
    typeof g.isNew === 'boolean'
  );
}

function isNamedList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' && item !== null && isText((item as { shortname?: unknown }).shortname),
    )
  );
}

export function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const catalogue = entry.catalogue as Record<string, unknown> | undefined;
  return (
    entry.version === CACHE_VERSION &&
    typeof entry.savedAt === 'number' &&
    typeof catalogue === 'object' &&
    catalogue !== null &&
    Array.isArray(catalogue.games) &&
    catalogue.games.every(isGame) &&
    isNamedList(catalogue.providers) &&
    isNamedList(catalogue.themes) &&
    isNamedList(catalogue.features) &&
    isNamedList(catalogue.categories) &&
    typeof catalogue.totalJackpot === 'number'
  );
}

export async function readCachedCatalogue(): Promise<{ catalogue: CachedCatalogue; savedAt: number } | null> {
  try {
    const value: unknown = await database().getItem('catalogue');
    if (value === null) return null;
    if (!isCacheEntry(value)) {
      console.warn('The cached catalogue is damaged or outdated; ignoring it.');
      return null;
    }
    return { catalogue: value.catalogue, savedAt: value.savedAt };
  } catch (error) {
    console.warn('The cached catalogue could not be read; starting without it.', error);
    return null;
  }
}

/** Clears the old catalogue and stores the new one (§4 start-up). Resolves false when the browser refused. */
export async function replaceCachedCatalogue(catalogue: CachedCatalogue, savedAt: number): Promise<boolean> {
  try {
    await database().clear();
    const { games, providers, themes, features, categories, totalJackpot } = catalogue;
    const entry: CacheEntry = {
      version: CACHE_VERSION,
      savedAt,
      catalogue: { games, providers, themes, features, categories, totalJackpot },
    };
    await database().setItem('catalogue', entry);
    return true;
  } catch (error) {
    console.warn('The catalogue could not be stored for offline use.', error);
    return false;
  }
}
