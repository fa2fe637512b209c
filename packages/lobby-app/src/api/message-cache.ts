/**
 * The message center's session cache (§3, §9): the inbox is kept in sessionStorage for 15 minutes. Storage
 * can be missing, full, disabled (Safari private mode) or hold junk written by an older build; every one
 * of those just means "no cache", never a failed inbox.
 */
import { MESSAGE_CENTER_CACHE_KEY, MESSAGE_CENTER_CACHE_MINUTES } from '@lobby/domain';

/** The part of the Web Storage API the cache uses; tests pass a map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const MESSAGE_CACHE_KEY = MESSAGE_CENTER_CACHE_KEY;
export const MESSAGE_CACHE_TTL_MS = MESSAGE_CENTER_CACHE_MINUTES * 60_000;

export interface MessageCache {
  /** The cached body if it was stored less than 15 minutes ago, else undefined. */
  read(): unknown;
  write(body: unknown): void;
  clear(): void;
}

/** The browser's sessionStorage, or null where touching it throws (sandboxed frames, disabled storage). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function createMessageCache(options: {
  readonly storage: () => KeyValueStorage | null;
  readonly now: () => number;
  readonly ttlMs?: number;
  readonly key?: string;
}): MessageCache {
  const key = options.key ?? MESSAGE_CACHE_KEY;
  const ttl = options.ttlMs ?? MESSAGE_CACHE_TTL_MS;
  return {
    read() {
      try {
        const text = options.storage()?.getItem(key);
        if (!text) return undefined;
        const entry: unknown = JSON.parse(text);
        if (entry === null || typeof entry !== 'object' || !('at' in entry) || !('body' in entry))
          return undefined;
        const age = options.now() - Number(entry.at);
        // a clock moved backwards counts as stale rather than forever fresh
        return Number.isFinite(age) && age >= 0 && age < ttl ? entry.body : undefined;
      } catch {
        return undefined;
      }
    },
    write(body) {
      try {
        options.storage()?.setItem(key, JSON.stringify({ at: options.now(), body }));
      } catch {
        // quota or disabled storage: the inbox still works, only uncached
      }
    },
    clear() {
      try {
        options.storage()?.removeItem(key);
      } catch {
        // nothing to clear when storage is unavailable
      }
    },
  };
}
