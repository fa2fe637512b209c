import { expect, type Page, test } from '@playwright/test';

/** When the catalogue in the browser database was saved (0: none). */
function catalogueSavedAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('casino-lobby');
        // a look must neither create the database before the lobby does nor hold it open: either would
        // block the lobby's own upgrade of it
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const done = (n: number) => {
            db.close();
            resolve(n);
          };
          if (!db.objectStoreNames.contains('catalogue')) return done(0);
          const entry = db.transaction('catalogue').objectStore('catalogue').get('catalogue');
          entry.onsuccess = () =>
            done(Number((entry.result as { savedAt?: unknown } | undefined)?.savedAt) || 0);
          entry.onerror = () => done(0);
        };
      }),
  );
}

/** Waits until the catalogue has been written to the browser database. */
async function catalogueCached(page: Page) {
  await expect.poll(() => catalogueSavedAt(page), { timeout: 15_000 }).toBeGreaterThan(0);
}

test.describe('start-up when the network fails', () => {
  test('starts from the cached catalogue and says it is offline', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await catalogueCached(page);

    await page.goto('./?demo_fault=getconfig:network,getgames:network');
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with nothing cached it explains the failure and offers a retry', async ({ page }) => {
    await page.goto('./?demo_fault=getconfig:500');
    await expect(page.getByRole('alert')).toContainText("We can't reach the casino right now");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

/** The saved last player's favourites (shortnames), or null when nobody is marked as last. */
function savedLastPlayer(page: Page): Promise<{ pid: string; favourites: string[] } | null> {
  return page.evaluate(
    () =>
      new Promise<{ pid: string; favourites: string[] } | null>((resolve) => {
        const open = indexedDB.open('casino-lobby-player');
        // a look must neither create the database before the lobby does nor hold it open
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const done = (value: { pid: string; favourites: string[] } | null) => {
            db.close();
            resolve(value);
          };
          if (!db.objectStoreNames.contains('players')) return done(null);
          const store = db.transaction('players').objectStore('players');
          const last = store.get('last_player');
          last.onerror = () => done(null);
          last.onsuccess = () => {
            if (typeof last.result !== 'string') return done(null);
            const record = store.get(`player:${last.result}`);
            record.onerror = () => done(null);
            record.onsuccess = () => {
              const favourites = (record.result as { favourites?: { shortname: string }[] } | undefined)
                ?.favourites;
              done({ pid: last.result as string, favourites: (favourites ?? []).map((f) => f.shortname) });
            };
          };
        };
      }),
  );
}

const OFFLINE = 'demo_fault=getconfig:network,getgames:network';

test.describe('offline as the last player', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the player's name and favourites show read-only, deposits and real play wait for the network", async ({
    page,
  }) => {
    await page.goto('./all-games?demo_profile=vip');
    const tile = page.locator('[data-slot="game-tile"]:not([data-locked])').first();
    await expect(tile).toBeVisible({ timeout: 45_000 });
    const name = (await tile.locator('[data-slot="game-tile-name"]').textContent())?.trim() ?? '';
    const href = (await tile.locator('a').first().getAttribute('href')) ?? '';
    const shortname = href.split('?')[0]?.split('/').pop() ?? '';
    const heart = tile.getByRole('button', { name: `Favourite ${name}` });
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await catalogueCached(page);
    // the player kept for an offline start holds the game just added (the VIP has favourites already)
    await expect
      .poll(async () => (await savedLastPlayer(page))?.favourites ?? [], { timeout: 15_000 })
      .toContain(shortname);

    await page.goto(`./favorites?${OFFLINE}`);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByText('Hi, Victor')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('You are offline');
    const saved = page.locator('[data-slot="game-tile-name"]', { hasText: name });
    await expect(saved.first()).toBeVisible();
    // read-only: no hearts, no login prompt, the deposit button off with its reason
    await expect(page.getByRole('button', { name: /^Favourite / })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const deposit = page.getByRole('button', { name: 'Deposit' });
    if (test.info().project.name !== 'mobile') {
      await expect(deposit).toBeDisabled();
      await expect(deposit).toHaveAccessibleDescription('You are offline');
    }
    // playing for real says why it cannot, rather than failing
    await page.locator('[data-slot="game-tile"]').first().getByRole('button').first().click();
    await expect(page.getByText(/You are offline: playing .+ needs a connection/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/favorites/);
  });

  test('after an explicit logout an offline start is a guest lobby', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
    await catalogueCached(page);
    await expect
      .poll(async () => (await savedLastPlayer(page))?.pid ?? null, { timeout: 15_000 })
      .toBe('100002');
    const savedBefore = await catalogueSavedAt(page);
    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    expect(await savedLastPlayer(page)).toBeNull();
    // the guest lobby the logout started writes its catalogue again: the offline start below reads it
    await expect.poll(() => catalogueSavedAt(page), { timeout: 15_000 }).toBeGreaterThan(savedBefore);

    await page.goto(`./?${OFFLINE}`);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    await expect(page.getByText('Hi, Victor')).toHaveCount(0);
  });
});
