/**
 * Guarded access to localStorage, sessionStorage and cookies. Any of them may be missing, blocked or full at
 * any moment (private modes, quotas, policies); a failed write keeps the value in memory for this visit, and a
 * failed read answers null, so the lobby always goes on.
 */

type Area = 'local' | 'session';
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    const value = area(kind)?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // fall through to memory
  }
  return memory[kind].get(key) ?? null;
}

export function writeStorage(kind: Area, key: string, value: string): void {
  memory[kind].set(key, value);
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // quota or policy: memory keeps the value for this visit
  }
}

export function removeStorage(kind: Area, key: string): void {
  memory[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

const cookieMemory = new Map<string, string>();

export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // cookies blocked
  }
  return cookieMemory.get(name) ?? null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  cookieMemory.set(name, value);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the lobby serves; this one writer escapes the value
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeSeconds)}; path=/; SameSite=Lax`;
  } catch {
    // blocked: memory keeps it for the visit
  }
}
