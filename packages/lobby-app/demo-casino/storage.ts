/**
 * Where the demo casino keeps its state: sessionStorage in a browser (so a reload keeps favourites,
 * coupons and balances for the session, as a real backend would), memory otherwise. A storage that throws
 * (private mode, quota) silently falls back to memory.
 */
import type { KeyValueStorage } from '../src/api/message-cache.ts';

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** A storage that never throws: failures are remembered in memory instead. */
export function safeStorage(storage: KeyValueStorage | null): KeyValueStorage {
  const fallback = memoryStorage();
  if (storage === null) return fallback;
  return {
    getItem(key) {
      try {
        return storage.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      fallback.setItem(key, value);
      try {
        storage.setItem(key, value);
      } catch {
        // memory already has it
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        storage.removeItem(key);
      } catch {
        // memory already forgot it
      }
    },
  };
}

/** Reads a JSON value, or null when missing or unreadable. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
