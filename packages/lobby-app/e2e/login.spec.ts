import { expect, type Page, test } from '@playwright/test';

test.describe('login with a return path', () => {
  test('a guest opening favourites is asked to log in and comes back to favourites', async ({ page }) => {
    await page.goto('./favorites');
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole('button', { name: 'New player' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/guest/);
  });

  test('?fav= as a guest stores the game and asks to log in with /favorites as the return path', async ({
    page,
  }) => {
    await page.goto('./?fav=some-game&by=rtg');
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    const pending = await page.evaluate(() => sessionStorage.getItem('pending_favourite'));
    expect(JSON.parse(pending ?? 'null')).toEqual({ shortname: 'some-game', provider: 'rtg' });
  });

  test('a player logs out and is a guest again', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    // the lobby closes the side panel when the home page opens, so wait for it before opening the menu
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/guest/);
  });
});

test.describe("each player's data their own", () => {
  const PLAYER_KEYS = ['recent_games', 'game_start_balance', 'lobby.messagecenter', 'pending_favourite'];
  const storedKeys = (page: Page) =>
    page.evaluate(
      (keys) =>
        keys.filter((key) => sessionStorage.getItem(key) !== null || localStorage.getItem(key) !== null),
      PLAYER_KEYS,
    );

  test('a player reads the inbox and plays, logs out; the next player within 15 minutes sees none of it', async ({
    page,
  }) => {
    // Victor reads his inbox (kept in the session for 15 minutes) and opens a game for real money
    await page.goto('./dashboard/messagecenter?demo_profile=vip');
    const list = page.getByRole('list', { name: 'Messages' });
    await list.getByRole('button', { name: /Welcome aboard!/ }).click();
    await expect(page.getByRole('article', { name: 'Welcome aboard!' })).toContainText('Hi Victor');
    await page.goto('./play/hidden-buffalo-2');
    await expect(page.locator('iframe[title="Hidden Buffalo 2"]')).toHaveAttribute('src', /token=/);
    expect(await storedKeys(page)).toEqual(['recent_games', 'game_start_balance', 'lobby.messagecenter']);

    // he logs out from the lobby
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.locator('html')).toHaveClass(/guest/);
    expect(await storedKeys(page)).toEqual([]);

    // Nora logs in at the same browser
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).first().click();
    await page
      .getByRole('dialog', { name: 'Log in to continue' })
      .getByRole('button', { name: 'New player' })
      .click();
    await expect(page.locator('html')).not.toHaveClass(/guest/);
    expect(await storedKeys(page)).toEqual([]);
    await page.goto('./dashboard/messagecenter');
    await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: /Welcome aboard!/ })
      .click();
    const welcome = page.getByRole('article', { name: 'Welcome aboard!' });
    await expect(welcome).toContainText('Hi Nora');
    await expect(welcome).not.toContainText('Victor');
    // no balance check against Victor's balance, no game of his among hers
    await expect(page.getByText(/Your balance went (up|down)/)).toHaveCount(0);
    const recent = await page.evaluate(() => sessionStorage.getItem('recent_games'));
    expect(recent).toBeNull();
  });

  test('a player who logs in as another without logging out leaves the first one nothing either', async ({
    page,
  }) => {
    await page.goto('./dashboard/messagecenter?demo_profile=vip');
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('button')).toHaveCount(7);
    expect(await storedKeys(page)).toEqual(['lobby.messagecenter']);
    // the platform's session now belongs to someone else (another login in another tab, say)
    await page.goto('./dashboard/messagecenter?demo_profile=new');
    await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: /Welcome aboard!/ })
      .click();
    await expect(page.getByRole('article', { name: 'Welcome aboard!' })).toContainText('Hi Nora');
  });
});
