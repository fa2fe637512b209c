import { expect, type Page, test } from '@playwright/test';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
test.describe('search', () => {
  for (const path of ['category/online-slots', 'providers', 'promotions']) {
    test(`?search opens it on /${path} too, over that page`, async ({ page }) => {
      await page.goto(`./${path}?search`);
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      // the page asked for is the one under it
      await expect(page).toHaveURL(new RegExp(`/${path}\\?search$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
