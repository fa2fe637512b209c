import { expect, type Page, test } from '@playwright/test';

// A game of the demo casino's default catalogue (seeded, so the same name every run).
const GAME = { shortname: 'hidden-buffalo-2', name: 'Hidden Buffalo 2' };
const DFS_PAGE = '/dashboard/loyalty/dailyfreespins';

async function openGameMenu(page: Page, profile: string) {
  await page.goto(`./?demo_profile=${profile}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto(`./play/${GAME.shortname}`);
  await expect(page.getByRole('heading', { level: 1, name: GAME.name })).toBeVisible();
  await page.getByRole('button', { name: 'Game menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Game menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("the game page's side menu", () => {
  test('a player finds the lobby sidebar there: the theme switches at once, Favorites leads away and closes it', async ({
    page,
  }) => {
    const menu = await openGameMenu(page, 'vip');
    const sidebar = menu.getByRole('navigation', { name: 'Lobby menu' });
    for (const name of ['Favorites', 'Suggested', 'All Games']) {
      await expect(sidebar.getByRole('link', { name })).toBeVisible();
    }
    // the casino's navigation above lists the lobby: the page shows once in the menu
    await expect(menu.getByRole('link', { name: 'Lobby', exact: true })).toHaveCount(1);
    await expect(sidebar.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    const other = before === 'dark' ? 'light' : 'dark';
    await sidebar.getByRole('button', { name: other === 'dark' ? 'Dark' : 'Light' }).click();
    await expect(html).toHaveAttribute('data-theme', other);
    // the theme buttons leave the menu open; a page closes it and goes there
    await sidebar.getByRole('link', { name: 'Favorites' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('Search in the side menu closes it and opens the search over the game', async ({ page }) => {
    const menu = await openGameMenu(page, 'vip');
    await menu
      .getByRole('navigation', { name: 'Lobby menu' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/play/${GAME.shortname}$`));
  });
});

test.describe('the daily free spins page', () => {
  test("a player's More submenu links to it, in the lobby and in the game's side menu; a guest's does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('./?demo_profile=vip');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('button', { name: 'More' }).click();
    await expect(sidebar.getByRole('link', { name: 'My Free Spins' })).toHaveAttribute('href', DFS_PAGE);

    const menu = await openGameMenu(page, 'vip');
    const lobbyMenu = menu.getByRole('navigation', { name: 'Lobby menu' });
    await lobbyMenu.getByRole('button', { name: 'More' }).click();
    await expect(lobbyMenu.getByRole('link', { name: 'My Free Spins' })).toHaveAttribute('href', DFS_PAGE);

    await page.goto('./?demo_profile=guest');
    await sidebar.getByRole('button', { name: 'More' }).click();
    await expect(sidebar.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Free Spins' })).toHaveCount(0);
  });
});
