import { expect, test } from '@playwright/test';

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
