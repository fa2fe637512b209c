import type { KeyValueStorage } from '../api/message-cache.ts';

/** Storage kept in a map the test can read and seed. */
export function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Storage the browser refuses: every read, write and removal throws, as a blocked or full one does. */
export function throwingStorage(): KeyValueStorage {
  return {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
}
