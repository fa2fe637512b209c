import { expect, test } from '@playwright/test';
import { holdClock } from './lobby.ts';

test.describe('page chrome on a desktop', () => {
  test('a guest gets Log In and Sign Up and the reduced menu', async ({ page }) => {
    await page.goto('./?demo_profile=guest');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Suggested' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  });

  test('a player sees balance, deposit, inbox count and the full menu', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    const quick = page.getByRole('navigation', { name: /quick access/i });
    await expect(quick.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(quick.getByRole('link', { name: /inbox/i })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Suggested' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('the profile box lists the balances and closes with Escape, focus back on its button', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    const trigger = page.getByRole('button', { name: /account/i });
    await trigger.click();
    await expect(page.getByText('Withdrawable')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Withdrawable')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the sidebar collapses to a rail and expands again', async ({ page }) => {
    await page.goto('./');
    const toggle = page.getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the nav toggle lists the casino’s pages and closes itself 3 s after it opens', async ({ page }) => {
    await page.clock.install();
    await page.goto('./?demo_profile=vip');
    const quick = page.getByRole('navigation', { name: /quick access/i });
    const toggle = quick.getByRole('button', { name: 'Navigation' });
    await expect(toggle).toBeVisible();
    // from here on the page's time moves only when the test says
    await holdClock(page);
    await toggle.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('menuitem', { name: 'Promotions' })).toBeVisible();
    // a pointer resting on it keeps it open: move away, as a visitor who looks elsewhere does
    await page.mouse.move(1, 1);
    await page.clock.runFor(2_900);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(200);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
    // opened again, an item takes the visitor to its page
    await toggle.click();
    await menu.getByRole('menuitem', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the promotions page is one sidebar entry, marked as the page shown', async ({ page }) => {
    await page.goto('./promotions');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const promotions = menu.getByRole('link', { name: 'Promotions' });
    await expect(promotions).toBeVisible();
    await expect(promotions).toHaveAttribute('aria-current', 'page');
    // the launcher's "Promos" goes to the same page: it is not listed a second time
    await expect(menu.locator('a[href$="/promotions"]')).toHaveCount(1);
    await expect(menu.locator('a[aria-current="page"]')).toHaveCount(1);
  });

  test('casino 14 calls the banking page Coins', async ({ page }) => {
    await page.goto('./?demo_casino=14&demo_profile=new');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'More' }).click();
    await expect(menu.getByRole('link', { name: 'Coins' })).toBeVisible();
  });

  test('the theme buttons switch the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('./');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('chrome whose code cannot be downloaded stays away, the lobby goes on, and it comes on the next page', async ({
  page,
}) => {
  // the player's header parts and the footer are files of their own: the first attempts at them fail, as
  // on a dropped connection or after a new release replaced the files
  let refused = 0;
  let allow = false;
  await page.route(/\/assets\/(PlayerParts|Footer)-[^/]+\.js$/, (route) => {
    if (allow) return route.continue();
    refused++;
    return route.abort();
  });
  await page.goto('./?demo_profile=vip');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Suggested' })).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /quick access/i })).toHaveCount(0);
  // the connection is back: the next page the player opens brings them
  allow = true;
  await menu.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  const quick = page.getByRole('navigation', { name: /quick access/i });
  await expect(quick.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('a dialog whose code cannot be downloaded closes again, says so, and opens on the next try', async ({
  page,
}) => {
  let allow = false;
  await page.route(/\/assets\/LoginPrompt-[^/]+\.js$/, (route) => (allow ? route.continue() : route.abort()));
  await page.goto('./?demo_profile=guest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In' });
  await logIn.click();
  await expect(
    page.getByText('This could not be opened. Check your connection and try again.'),
  ).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  allow = true;
  await logIn.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the skip link moves focus to the content and stays on the page', async ({ page }) => {
  await page.goto('./providers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/providers$/);
});
