import { expect, type Page, test } from '@playwright/test';
import { storedCatalogueSummary } from './lobby.ts';

/** When the catalogue in the browser database was saved (0: none). */
async function catalogueSavedAt(page: Page): Promise<number> {
  return (await storedCatalogueSummary(page))?.savedAt ?? 0;
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

  test('a game list page whose games fail, with nothing stored, says so and offers a retry', async ({
    page,
  }) => {
    await page.goto('./all-games?demo_fault=getgames:network');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the games", { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading games' })).toHaveCount(0);
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

/** The game count in a list page's title ("47 games"), as text. */
const TITLE_COUNT = /(\d[\d,]*) games?/;
async function titleCount(page: Page): Promise<string> {
  const title = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(title).toHaveText(TITLE_COUNT, { timeout: 45_000 });
  return TITLE_COUNT.exec((await title.textContent()) ?? '')?.[1] ?? '';
}

/**
 * Records, from the first moment of each page, every game count a list page's title showed, in order, so
 * a test can tell which list was on show first.
 */
async function recordShownCounts(page: Page) {
  await page.addInitScript((pattern) => {
    const seen: string[] = [];
    (window as unknown as { shownCounts: string[] }).shownCounts = seen;
    const look = () => {
      const titles = [...document.querySelectorAll('h1')].map((h1) => h1.parentElement?.textContent ?? '');
      const count = titles.map((title) => new RegExp(pattern).exec(title)?.[1]).find(Boolean);
      if (count && seen[seen.length - 1] !== count) seen.push(count);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, TITLE_COUNT.source);
  return () => page.evaluate(() => (window as unknown as { shownCounts: string[] }).shownCounts);
}

test.describe('a warm start from the browser database', () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows the stored games before the network answers, then the network's list in their place", async ({
    page,
  }) => {
    await page.goto('./all-games?demo_games=60');
    const stored = await titleCount(page);
    await catalogueCached(page);
    const savedBefore = await catalogueSavedAt(page);

    // the casino now has more games, and its game list answers 8 s late
    const shown = await recordShownCounts(page);
    await page.goto('./all-games?demo_games=80&demo_fault=getgames:slow');
    await expect(page.getByText(`${stored} games`).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
    await expect.poll(shown, { timeout: 30_000 }).toHaveLength(2);
    const [first, fresh] = await shown();
    expect(first).toBe(stored);
    expect(Number(fresh)).toBeGreaterThan(Number(stored));
    // and the network's list is stored in the old one's place
    await expect.poll(() => catalogueSavedAt(page), { timeout: 15_000 }).toBeGreaterThan(savedBefore);
  });

  test('shows only the list stored for the same player: a guest never starts on a VIP list', async ({
    page,
  }) => {
    await page.goto('./all-games?demo_games=60&demo_profile=vip');
    const stored = await titleCount(page);
    await catalogueCached(page);

    const shown = await recordShownCounts(page);
    await page.goto('./all-games?demo_games=80&demo_profile=guest&demo_fault=getgames:slow');
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible({ timeout: 20_000 });
    const fresh = await titleCount(page);
    expect(fresh).not.toBe(stored);
    expect(await shown()).toEqual([fresh]);
  });

  test('when the network then fails, the stored games stay on show and the lobby says it is offline', async ({
    page,
  }) => {
    await page.goto('./all-games?demo_games=60');
    const stored = await titleCount(page);
    await catalogueCached(page);

    await page.goto('./all-games?demo_fault=getgames:network');
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(`That's all ${stored} games`)).toBeVisible();
  });
});
