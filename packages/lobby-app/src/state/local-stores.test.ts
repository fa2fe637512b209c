import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapStorage } from '../testing/storage.ts';

/** A cookie jar that records what was written, with its attributes. */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [key, ...value] = (pair ?? '').split('=');
      if (key) jar.set(key.trim(), value.join('='));
    },
  };
}

let jar: ReturnType<typeof cookieJar>;

beforeEach(() => {
  vi.resetModules();
  jar = cookieJar();
  vi.stubGlobal('window', { localStorage: mapStorage(), sessionStorage: mapStorage() });
  vi.stubGlobal('document', jar);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local stores', () => {
  it('keeps recent games newest first, without repeats, at most 12', async () => {
    const { readRecentGames, recordRecentGame } = await import('./local-stores.ts');
    for (let i = 0; i < 15; i += 1) recordRecentGame({ shortname: `game-${i}`, provider: 'rtg' });
    recordRecentGame({ shortname: 'game-10', provider: 'rtg' });
    const list = readRecentGames();
    expect(list).toHaveLength(12);
    expect(list[0]?.shortname).toBe('game-10');
    expect(new Set(list.map((g) => g.shortname)).size).toBe(12);
  });

  it('reads damaged recent games as none', async () => {
    const { readRecentGames, STORAGE } = await import('./local-stores.ts');
    window.sessionStorage.setItem(STORAGE.recentGames, '{not json');
    expect(readRecentGames()).toEqual([]);
  });

  it('writes the wheel data to a cookie that lives 24 hours', async () => {
    const { readWheelData, writeWheelData, WHEEL_COOKIE_MAX_AGE_S } = await import('./local-stores.ts');
    writeWheelData({ slices: [5, 10] });
    expect(WHEEL_COOKIE_MAX_AGE_S).toBe(86_400);
    expect(jar.written.at(-1)).toContain('max-age=86400');
    expect(readWheelData()).toEqual({ slices: [5, 10] });
  });

  it('remembers the cashier tooltip time for the session and ignores junk', async () => {
    const { readCashierTooltipAt, writeCashierTooltipAt, STORAGE } = await import('./local-stores.ts');
    expect(readCashierTooltipAt()).toBeNull();
    writeCashierTooltipAt(1_700_000_000_000);
    expect(readCashierTooltipAt()).toBe(1_700_000_000_000);
    window.sessionStorage.setItem(STORAGE.cashierTooltipAt, 'soon');
    expect(readCashierTooltipAt()).toBeNull();
  });

  it('keeps only the two known my50free states', async () => {
    const { readMy50Free, writeMy50Free, STORAGE } = await import('./local-stores.ts');
    writeMy50Free('displayed');
    expect(readMy50Free()).toBe('displayed');
    window.localStorage.setItem(STORAGE.my50free, 'whatever');
    expect(readMy50Free()).toBeNull();
  });

  it('goes on in memory when storage throws', async () => {
    const broken = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('quota');
      },
      removeItem() {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('window', { localStorage: broken, sessionStorage: broken });
    const { readRecentGames, recordRecentGame } = await import('./local-stores.ts');
    recordRecentGame({ shortname: 'cash-bandits', provider: 'rtg' });
    expect(readRecentGames().map((g) => g.shortname)).toEqual(['cash-bandits']);
  });
});
