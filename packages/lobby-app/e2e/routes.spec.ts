import { expect, test } from '@playwright/test';

test.describe('routes', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('./no/such/page');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
    await expect(
      page.getByText('The page you requested is no longer available, or cannot be found.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a category that does not exist in this variant is not found', async ({ page }) => {
    await page.goto('./category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
  });

  test('slots is another name for online slots', async ({ page }) => {
    await page.goto('./category/slots');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle?' })).toHaveCount(0);
  });

  test('suggested games send a guest home', async ({ page }) => {
    await page.goto('./suggested-games');
    await expect(page).toHaveURL(/\/$/);
  });

  test('?play= with a hostile value stays on the home page', async ({ page }) => {
    await page.goto('./?play=https://evil.example/x');
    await expect(page).toHaveURL(/\/\?play=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
