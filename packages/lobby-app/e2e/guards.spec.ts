import { expect, test } from '@playwright/test';

const loginDialog = 'Log in to continue';

test.describe('redirects and guards of §2', () => {
  test('live dealer in fusion goes to the live-dealer category', async ({ page }) => {
    await page.goto('./live-dealer?demo_variant=fusion');
    await expect(page).toHaveURL(/\/category\/live-dealer$/);
  });

  test('demo play in fusion goes home', async ({ page }) => {
    await page.goto('./demo/some-game?demo_variant=fusion');
    await expect(page).toHaveURL(/\/$/);
  });

  test('live dealer (RTG) asks a guest to log in', async ({ page }) => {
    await page.goto('./live-dealer?demo_variant=rtg&demo_profile=guest');
    await expect(page.getByRole('dialog', { name: loginDialog })).toBeVisible();
  });

  test('real play asks a guest to log in', async ({ page }) => {
    await page.goto('./play/some-game?demo_profile=guest');
    await expect(page.getByRole('dialog', { name: loginDialog })).toBeVisible();
  });

  test('the sportsbook sends a player who is not whitelisted home', async ({ page }) => {
    await page.goto('./sportsbook?demo_casino=85&demo_profile=vip');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sportsbook opens for a whitelisted player of casino 85', async ({ page }) => {
    await page.goto('./sportsbook?demo_casino=85&demo_profile=sportsbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
  });

  test('an unknown provider goes to the providers list', async ({ page }) => {
    await page.goto('./providers/no-such-provider');
    await expect(page).toHaveURL(/\/providers$/);
  });

  test('suggested games are open to a player', async ({ page }) => {
    await page.goto('./suggested-games?demo_profile=new');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggested Games' })).toBeVisible();
  });

  test('specialty games exist only outside fusion', async ({ page }) => {
    await page.goto('./category/specialty-games?demo_variant=fusion');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle?' })).toBeVisible();
    await page.goto('./category/specialty-games?demo_variant=rtg');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle?' })).toHaveCount(0);
  });

  test('an unknown tournament goes to the tournaments list', async ({ page }) => {
    await page.goto('./tournaments/no-such-tournament?demo_variant=fusion');
    await expect(page).toHaveURL(/\/tournaments$/);
    await page.goto('./tournaments/no-such-tournament?demo_variant=rtg');
    await expect(page).toHaveURL(/\/tournaments$/);
  });

  test('a known tournament opens its page', async ({ page }) => {
    await page.goto('./tournaments/dragon-spin-sprint?demo_variant=fusion');
    await expect(page).toHaveURL(/\/tournaments\/dragon-spin-sprint\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
