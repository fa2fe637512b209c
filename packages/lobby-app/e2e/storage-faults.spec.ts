import { expect, type Page, test } from '@playwright/test';
import { chooseGerman, storedCatalogueSummary } from './lobby.ts';

/**
 * Browser storage that is missing, full or damaged must never stop the lobby: it starts from the network,
 * shows its games and says nothing alarming; with cookies blocked the theme and language still change for
 * the visit.
 */

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 45_000 };

const tiles = (page: Page) => page.locator('[data-slot="game-tile"]');

/** Collects uncaught page errors, which would mean a storage failure escaped its guard. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The lobby came up from the network with its games, and tells the player nothing is wrong. */
async function startsCalmly(page: Page, errors: string[]) {
  await expect(page.getByRole('heading', { name: 'New Games' })).toBeVisible(FIRST_PAINT);
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.getByText(/offline|can't reach|could not|couldn't|went wrong/i)).toHaveCount(0);
  expect(errors).toEqual([]);
}

/** Opens `path` with the page's errors collected, and checks the lobby started calmly; gives back the errors. */
async function openCalmly(page: Page, path: string): Promise<string[]> {
  const errors = pageErrors(page);
  await page.goto(path);
  await startsCalmly(page, errors);
  return errors;
}

/** Opens the home page calmly and waits until the catalogue is stored; gives back the page's errors. */
async function openWithCatalogueStored(page: Page): Promise<string[]> {
  const errors = await openCalmly(page, './');
  await expect.poll(() => cachedGameCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
  return errors;
}

/** Writes entries into a store of one of the lobby's browser databases, as a damaged save would leave them. */
function putStored(
  page: Page,
  database: string,
  store: string,
  entries: readonly (readonly [string, unknown])[],
): Promise<void> {
  return page.evaluate(
    ({ database, store, entries }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          for (const [key, value] of entries) tx.objectStore(store).put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { database, store, entries },
  );
}

/** The stored catalogue's game count, as its summary record says, or -1 when there is none (or no database). */
async function cachedGameCount(page: Page): Promise<number> {
  return (await storedCatalogueSummary(page))?.games ?? -1;
}

/** The first game record in the browser database: its key and the shortname it holds ('' when none). */
function firstGameRecord(page: Page): Promise<{ key: string; shortname: string }> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; shortname: string }>((resolve) => {
        const none = { key: '', shortname: '' };
        const open = indexedDB.open('casino-lobby-games');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(none);
        open.onsuccess = () => {
          const db = open.result;
          const done = (found: { key: string; shortname: string }) => {
            db.close();
            resolve(found);
          };
          if (!db.objectStoreNames.contains('games')) return done(none);
          const cursor = db.transaction('games').objectStore('games').openCursor();
          cursor.onsuccess = () => {
            const shortname = (cursor.result?.value as { shortname?: unknown } | undefined)?.shortname;
            done({
              key: String(cursor.result?.key ?? ''),
              shortname: typeof shortname === 'string' ? shortname : '',
            });
          };
          cursor.onerror = () => done(none);
        };
      }),
  );
}

test.describe('storage faults', () => {
  test.describe.configure({ timeout: 90_000 });

  test('no IndexedDB at all: the lobby starts from the network', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
    });
    await openCalmly(page, './?demo_profile=vip');
    expect(await page.evaluate(() => window.indexedDB)).toBeUndefined();
  });

  test('IndexedDB refuses to open: the lobby starts from the network, and again on reload', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The database is not available in this mode.', 'SecurityError');
      };
    });
    const errors = await openCalmly(page, './');
    await page.reload();
    await startsCalmly(page, errors);
  });

  test('every write is over quota: the lobby starts and nothing is stored', async ({ page }) => {
    await page.addInitScript(() => {
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = full;
      IDBObjectStore.prototype.add = full;
      Storage.prototype.setItem = full;
    });
    const errors = await openCalmly(page, './?demo_profile=vip');
    // the lobby's own choices still work for the visit: open and close search
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.reload();
    await startsCalmly(page, errors);
    expect(await cachedGameCount(page)).toBe(-1);
  });

  test('a corrupt cached catalogue is ignored: the network one replaces it', async ({ page }) => {
    const errors = await openWithCatalogueStored(page);
    // damage the stored summary the way a half-written or outdated save would
    await putStored(page, 'casino-lobby', 'catalogue', [
      ['catalogue', { version: 2, savedAt: 'yesterday', games: 2, providers: 'junk' }],
    ]);
    expect(await cachedGameCount(page)).toBe(2);
    await page.reload();
    await startsCalmly(page, errors);
    // the fresh catalogue from the network took the damaged entry's place
    await expect.poll(() => cachedGameCount(page), { timeout: 15_000 }).toBeGreaterThan(2);
  });

  test('a damaged game record: the stored list is set aside whole, the network one shows and replaces it', async ({
    page,
  }) => {
    const errors = await openWithCatalogueStored(page);
    const stored = await cachedGameCount(page);
    // one record without a shortname, as a damaged or hostile write would leave it
    const { key } = await firstGameRecord(page);
    expect(key).not.toBe('');
    await putStored(page, 'casino-lobby-games', 'games', [[key, { name: '<img src=x onerror=alert(1)>' }]]);
    expect(await firstGameRecord(page)).toEqual({ key, shortname: '' });
    // without the game list the damaged store would be all there is: it is not shown, the failure is
    await page.goto('./?demo_fault=getgames:network');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the games", FIRST_PAINT);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(0);
    // with the list back, it shows and is stored again whole
    await page.goto('./?demo_fault=');
    await startsCalmly(page, errors);
    await expect.poll(() => firstGameRecord(page), { timeout: 15_000 }).toEqual({ key, shortname: key });
    // the summary, written last, counts them all again
    await expect.poll(() => cachedGameCount(page), { timeout: 15_000 }).toBe(stored);
    expect(errors).toEqual([]);
  });

  test('a corrupt cache and no network: the start-up failure with a retry, not a broken page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const open = indexedDB.open('casino-lobby', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('catalogue');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('catalogue')) return db.close();
        const tx = db.transaction('catalogue', 'readwrite');
        tx.objectStore('catalogue').put('{not json', 'catalogue');
        tx.oncomplete = () => db.close();
      };
    });
    const errors = pageErrors(page);
    await page.goto('./?demo_fault=getconfig:network,getgames:network');
    await expect(page.getByRole('alert')).toContainText("We can't reach the casino right now", FIRST_PAINT);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a damaged saved player and no network: the offline guest lobby, nobody greeted', async ({ page }) => {
    const errors = await openWithCatalogueStored(page);
    // a last-player mark whose record is half-written, as a crash mid-save would leave it
    await putStored(page, 'casino-lobby-player', 'players', [
      ['last_player', '100002'],
      ['player:100002', { pid: '100002', firstName: 7, favourites: 'x' }],
    ]);
    await page.goto('./?demo_fault=getconfig:network,getgames:network');
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    await expect(page.getByText(/^Hi, /)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // Blocked cookies read as empty and writes are dropped, as Chromium does when a player blocks them.
  // (A cookie property that throws happens only in sandboxed frames, never to the lobby's own page.)
  {
    const block = () => {
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get: () => '',
        set: () => {},
      });
    };

    test('cookies blocked: theme and language still switch for the visit', async ({ page }) => {
      await page.addInitScript(block);
      await page.emulateMedia({ colorScheme: 'light' });
      const errors = await openCalmly(page, './');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await chooseGerman(page);
      // moving around the lobby keeps both choices
      await page
        .getByRole('navigation', { name: 'Hauptmenü' })
        .getByRole('link', { name: 'Alle Spiele' })
        .first()
        .click();
      await expect(page).toHaveURL(/\/all-games$/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(errors).toEqual([]);
    });
  }
});
