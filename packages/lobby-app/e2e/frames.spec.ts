import { expect, test } from '@playwright/test';

test.describe('live dealer and sportsbook', () => {
  test('a player opens the live tables in a frame under a loader', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('./live-dealer');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Dealer' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Live Dealer"]');
    await expect(frame.getByRole('heading', { name: 'Live dealer' })).toBeVisible();
    await expect(frame.getByText('Live tables (livecasino) would stream here.')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a failed live-dealer call says so and retries', async ({ page }) => {
    await page.goto('./?demo_profile=vip&demo_fault=getlivedealer:network');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('./live-dealer');
    await expect(page.getByRole('alert')).toContainText('The live tables could not be opened');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('guests are asked to log in; fusion has live dealer as a category', async ({ page }) => {
    await page.goto('./live-dealer');
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.goto('./live-dealer?demo_variant=fusion');
    await expect(page).toHaveURL(/\/category\/live-dealer$/);
  });

  test('the sportsbook opens for a whitelisted player of casino 85 and for nobody else', async ({ page }) => {
    await page.goto('./?demo_casino=85&demo_profile=sportsbook');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('./sportsbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
    // the frame opens once the launch call has answered with the player's token
    await expect(page.locator('iframe[title="Sportsbook"]')).toHaveAttribute('src', /token=/);
    await page.goto('./?demo_casino=85&demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('./sportsbook');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
