import { DEFAULT_HOME_SECTIONS } from '@lobby/domain';
import { expect, type Page, test } from '@playwright/test';
import { scrollToLockedGame, textOf } from './lobby.ts';

const tiles = (page: Page) => page.locator('[data-slot="game-tile"]');
const tileNames = (page: Page) => page.locator('[data-slot="game-tile-name"]');
// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };

const gridFooter = (page: Page) => page.locator('[data-slot="game-grid-footer"]');
const unlocked = (page: Page) => page.locator('[data-slot="game-tile"]:not([data-locked])');

/** Once the list is up, the first of `among` (every tile unless told) and the game's name on it. */
async function firstTile(page: Page, among = tiles(page)) {
  await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
  const tile = among.first();
  return { tile, name: await textOf(tile.locator('[data-slot="game-tile-name"]')) };
}

/** Scrolls a paged game list until its footer says the last page is in. */
async function scrollToLastPage(page: Page) {
  const footer = gridFooter(page);
  for (let i = 0; i < 20; i++) {
    if ((await footer.getAttribute('data-state')) === 'end') break;
    await footer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  await expect(footer).toHaveAttribute('data-state', 'end');
}

test.describe('catalogue', () => {
  test('home shows its sections in config order, then random play', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { name: 'Keep Playing' })).toBeVisible(FIRST_PAINT);
    // the rows past the first screen fill in once it is up: random play, last of all, closes the page
    await expect(page.locator('[data-section="random-play"]')).toBeAttached();
    const order = await page
      .locator('[data-section]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
    // the demo casino configures no sections, so the lobby follows the domain's default order
    const expected = [...DEFAULT_HOME_SECTIONS.map((section) => section.id), 'random-play'];
    const shown = order.filter((id) => id !== null && expected.includes(id));
    expect(shown).toEqual(expected.filter((id) => shown.includes(id)));
    for (const id of ['newgames', 'popular', 'tournaments', 'providers', 'themes', 'winners', 'random-play'])
      expect(shown).toContain(id);
  });

  test('guests get no keep-playing row', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'New Games' })).toBeVisible(FIRST_PAINT);
    await expect(page.locator('[data-section="keepplaying"]')).toHaveCount(0);
  });

  test('a category list sorts and filters', async ({ page }) => {
    await page.goto('./category/online-slots');
    await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
    const first = await textOf(tileNames(page).first());
    await page.getByRole('button', { name: /^Sort: A-Z/ }).click();
    await page.getByRole('menuitemradio', { name: 'Z-A' }).click();
    await expect(page.getByRole('button', { name: /^Sort: Z-A/ })).toBeVisible();
    await expect(tileNames(page).first()).not.toHaveText(first);
    const countText = async () =>
      (await textOf(page.getByRole('heading', { level: 1 }).locator('..'))).match(/(\d[\d,]*) games/)?.[1];
    const before = await countText();
    await page.getByRole('button', { name: 'Filters' }).first().click();
    await page.getByRole('checkbox').first().click();
    await expect.poll(countText).not.toBe(before);
  });

  test('search finds a game by keyboard and plays it', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { name: 'New Games' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: 'Search games' }).focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('searchbox');
    await expect(box).toBeFocused(FIRST_PAINT);
    await page.keyboard.type('cherr');
    const result = page.getByRole('dialog').locator('[data-slot="game-tile"] a').first();
    await expect(result).toBeVisible();
    // Tab from the search box to the first result
    for (let i = 0; i < 10; i++) {
      if (await result.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/play\/[\w-]+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('search says when nothing matches and closes on Escape', async ({ page }) => {
    await page.goto('./?search');
    await page.getByRole('searchbox').fill('zzzqqq');
    await expect(page.locator('[data-slot="search-no-results"]')).toHaveText(
      'No results found. Maybe try a different keyword?',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a misspelt name offers the game it was close to, and choosing it searches for that name', async ({
    page,
  }) => {
    await page.goto('./?search');
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    const box = dialog.getByRole('searchbox');
    // a name from the demo catalogue, then the same name with two neighbouring letters swapped
    await box.fill('dragon');
    const name = await textOf(dialog.locator('[data-slot="game-tile-name"]').first());
    const misspelt = `${name.slice(0, 1)}${name.slice(2, 3)}${name.slice(1, 2)}${name.slice(3)}`;
    await box.fill(misspelt);
    await expect(dialog.locator('[data-slot="search-no-results"]')).toBeVisible();
    const suggestions = dialog.getByRole('group', { name: 'Did you mean' });
    const suggestion = suggestions.getByRole('button', { name, exact: true });
    await expect(suggestion).toBeVisible();
    expect(await suggestions.getByRole('button').count()).toBeLessThanOrEqual(3);
    // read out in the lobby's live region, which the modal leaves heard
    const status = page.locator('[data-slot="live-region"]').getByRole('status');
    await expect(status).toContainText('No results found. Did you mean');
    await expect(status).toContainText(name);
    // by keyboard: Tab from the box to the suggestion, Enter to choose it
    for (let i = 0; i < 10; i++) {
      if (await suggestion.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(suggestion).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(name);
    await expect(box).toBeFocused();
    await expect(dialog.locator('[data-slot="game-tile-name"]', { hasText: name }).first()).toBeVisible();
    await expect(suggestions).toHaveCount(0);
  });

  test('favourite add and remove', async ({ page }) => {
    await page.goto('./all-games?demo_profile=vip');
    const { tile, name } = await firstTile(page);
    const heart = tile.getByRole('button', { name: `Favourite ${name}` });
    const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
    if (wasOn) {
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('[data-slot="notification-title"]', { hasText: `${name} was added to your favorites` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Favorites' }).first().click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(tileNames(page).filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: `Favourite ${name}` }).click();
    await expect(tileNames(page).filter({ hasText: name })).toHaveCount(0);
  });

  test('a failed favourite goes back and says so', async ({ page }) => {
    await page.goto('./all-games?demo_profile=vip&demo_fault=setFavorite:500');
    const { tile, name } = await firstTile(page);
    const heart = tile.getByRole('button', { name: `Favourite ${name}` });
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(
      page.locator('[data-slot="notification-title"]', {
        hasText: `We could not update your favorites for ${name}. Please try again.`,
      }),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');
    await expect(tile.getByText("Couldn't save.")).toBeVisible();
  });

  test('a guest clicking the heart is asked to log in', async ({ page }) => {
    await page.goto('./all-games');
    const { tile, name } = await firstTile(page);
    await tile.getByRole('button', { name: `Favourite ${name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('tile click: RTG guest plays the demo', async ({ page }) => {
    await page.goto('./all-games');
    await unlocked(page).locator('a').first().click();
    await expect(page).toHaveURL(/\/demo\/[\w-]+$/);
  });

  test('tile click: a player plays for real', async ({ page }) => {
    await page.goto('./all-games?demo_profile=vip');
    await unlocked(page).locator('a').first().click();
    await expect(page).toHaveURL(/\/play\/[\w-]+$/);
  });

  test('tile click: a fusion guest is asked to log in for that game', async ({ page }) => {
    await page.goto('./all-games?demo_variant=fusion');
    const { tile, name } = await firstTile(page, unlocked(page));
    await tile.getByRole('button', { name, exact: true }).click();
    await expect(page.getByText(`Don't miss out! Log in now to play ${name}`)).toBeVisible();
  });

  test('tile click: a fusion player plays with the provider', async ({ page }) => {
    await page.goto('./all-games?demo_variant=fusion&demo_profile=vip');
    await unlocked(page).locator('a').first().click();
    await expect(page).toHaveURL(/\/play\/[\w-]+\?by=[\w%-]+$/);
  });

  test('a provider page loads 50 games at a time to the last page', async ({ page }) => {
    await page.goto('./providers');
    const card = page.getByRole('link', { name: /Explore Games/ }).first();
    await card.click();
    await expect(page).toHaveURL(/\/providers\/[\w%-]+$/);
    await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
    await scrollToLastPage(page);
    await expect(gridFooter(page).getByRole('status')).toContainText(/That's all \d+ games/);
  });

  // a catalogue of 120 games: all games come in pages of 50, 50 and 20; the slots in two or three
  for (const path of ['./all-games', './category/online-slots', './favorites?demo_profile=vip']) {
    test(`${path.split('?')[0]} shows 50 games, then 50 more each time its footer comes into view, to the last page`, async ({
      page,
    }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}demo_games=120`);
      await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
      const footer = gridFooter(page);
      if ((await footer.getAttribute('data-state')) === 'end') {
        // a list of fewer than 50 is one page
        expect(await tiles(page).count()).toBeLessThan(50);
        return;
      }
      await expect(footer).toHaveAttribute('data-state', 'more');
      await expect(tiles(page)).toHaveCount(50);
      await scrollToLastPage(page);
      const total = Number((await footer.getByRole('status').textContent())?.match(/\d+/)?.[0]);
      expect(total).toBeGreaterThan(50);
      expect(total).toBeLessThanOrEqual(120);
    });
  }

  test('a pending favourite from ?fav= is added on arrival at /favorites', async ({ page }) => {
    await page.goto('./all-games?demo_profile=new');
    await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
    const link = page.locator('[data-slot="game-tile"]:not([data-locked]) a').nth(3);
    const href = (await link.getAttribute('href')) ?? '';
    const shortname = href.split('/').pop()?.split('?')[0] ?? '';
    const name = (await link.locator('[data-slot="game-tile-name"]').textContent()) ?? '';
    await page.goto(`./?demo_profile=new&fav=${shortname}`);
    await expect(page).toHaveURL(/\/favorites/, FIRST_PAINT);
    await expect(tileNames(page).filter({ hasText: name })).toHaveCount(1);
    expect(await page.evaluate(() => sessionStorage.getItem('pending_favourite'))).toBeNull();
  });

  test('a locked game opens the lock dialog', async ({ page }) => {
    await page.goto('./category/online-slots?demo_profile=vip');
    await expect(tiles(page).first()).toBeVisible(FIRST_PAINT);
    const locked = await scrollToLockedGame(page);
    await locked.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(locked).toBeFocused();
  });

  test("a provider page shows the provider's blurb from the casino's translation file", async ({ page }) => {
    await page.goto('./providers/nebula-gaming');
    await expect(
      page.getByText('Nebula Gaming builds bold, fast games with big bonus rounds.'),
    ).toBeVisible();
  });

  for (const [label, query, expected] of [
    ['an RTG guest gets a practice game', './', /\/demo\/[\w-]+$/],
    ['an RTG player gets a real-money game', './?demo_profile=vip', /\/play\/[\w-]+$/],
    [
      'a fusion player gets a real-money game with its provider',
      './?demo_variant=fusion&demo_profile=vip',
      /\/play\/[\w-]+\?by=[\w%-]+$/,
    ],
  ] as const) {
    test(`random play: ${label}`, async ({ page }) => {
      await page.goto(query);
      await page
        .getByRole('region', { name: 'Random game' })
        .getByRole('button', { name: 'Play Now' })
        .click();
      await expect(page).toHaveURL(expected);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('random play: a fusion guest is asked to log in for the game picked', async ({ page }) => {
    await page.goto('./?demo_variant=fusion');
    await page.getByRole('region', { name: 'Random game' }).getByRole('button', { name: 'Play Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toContainText(
      "Don't miss out! Log in now to play",
    );
  });
});
