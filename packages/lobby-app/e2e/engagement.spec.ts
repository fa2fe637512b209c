import { expect, type Page, test } from '@playwright/test';

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };

const section = (page: Page, id: string) => page.locator(`[data-section="${id}"]`);
const tip = (page: Page) => page.locator('[data-slot="cashier-tooltip"]');

test.describe('home winners', () => {
  test('the tabs switch between recent and biggest winners, and Play Now opens a random game', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    const winners = section(page, 'winners');
    await expect(winners.getByRole('heading', { level: 2, name: 'Winners' })).toBeVisible(FIRST_PAINT);
    const recent = winners.getByRole('table', { name: 'Recent Winners' });
    await expect(recent).toBeVisible(FIRST_PAINT);
    await expect(recent.getByRole('columnheader')).toHaveText(['Game', 'Username', 'Time', 'Payout']);
    expect(await recent.locator('tbody tr:not([aria-hidden])').count()).toBeGreaterThan(4);
    await winners.getByRole('tab', { name: 'Biggest Winners' }).click();
    await expect(winners.getByRole('table', { name: 'Biggest Winners' })).toBeVisible();
    await expect(recent).toHaveCount(0);
    // the ticker never widens the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await winners.getByRole('button', { name: 'Play Now' }).click();
    await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  });

  test('fusion adds the Provider column', async ({ page }) => {
    await page.goto('./?demo_variant=fusion&demo_profile=vip');
    const table = section(page, 'winners').getByRole('table', { name: 'Recent Winners' });
    await expect(table).toBeVisible(FIRST_PAINT);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Game',
      'Provider',
      'Username',
      'Time',
      'Payout',
    ]);
  });
});

test.describe('game of the month', () => {
  test('a guest is asked to log in', async ({ page }) => {
    await page.goto('./?demo_variant=fusion');
    const month = section(page, 'gameofthemonth');
    await expect(month.getByRole('heading', { level: 3 })).toBeVisible(FIRST_PAINT);
    await month.getByRole('button', { name: 'Play Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  });

  test('a player opens the game', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    const month = section(page, 'gameofthemonth');
    const play = month.getByRole('link', { name: 'Play Now' });
    await expect(play).toHaveAttribute('href', /\/play\/[^/?]+$/, FIRST_PAINT);
    await play.click();
    await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  });
});

test.describe('inbox', () => {
  test('lists the messages, opens one and lowers the unread count', async ({ page }) => {
    await page.goto('./dashboard/messagecenter?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(FIRST_PAINT);
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('button')).toHaveCount(7, FIRST_PAINT);
    await expect(page.locator('[data-slot="inbox-item"][data-read="false"]')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Inbox, 3 unread messages' })).toBeVisible();
    await list.getByRole('button', { name: /Welcome aboard!/ }).click();
    const message = page.getByRole('article', { name: 'Welcome aboard!' });
    await expect(message).toContainText('your account is ready');
    await expect(page.locator('[data-slot="inbox-item"][data-read="false"]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Inbox, 2 unread messages' })).toBeVisible();
  });

  test('a failed load says so and offers to try again', async ({ page }) => {
    await page.goto('./dashboard/messagecenter?demo_profile=vip&demo_fault=getmessages:500');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your messages." });
    await expect(alert).toBeVisible(FIRST_PAINT);
    const asked = page.waitForRequest((request) => request.url().includes('getmessages'));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await asked;
    await expect(alert).toBeVisible();
  });

  test('a guest is asked to log in', async ({ page }) => {
    await page.goto('./dashboard/messagecenter');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(FIRST_PAINT);
    await expect(main.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  });
});

test.describe('cashier tooltip', () => {
  test('a low balance shows it 3 s after load for 10 s, once per session', async ({ page }) => {
    // time stands still from the start and moves only when told to
    const start = Date.UTC(2026, 10, 20, 17, 0, 0);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1);
    // the tip's code loads on its own once a player is known; it counts from when it is there
    const tipCode = page.waitForResponse((response) => response.url().includes('CashierTooltipHost'));
    await page.goto('./?demo_profile=low');
    const deposit = page
      .getByRole('navigation', { name: 'Quick access' })
      .getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeVisible(FIRST_PAINT);
    await tipCode;
    await page.waitForTimeout(500);
    await page.clock.runFor(2_800);
    await expect(tip(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toHaveText(/Running low\? Top up here and keep playing\./);
    const button = await deposit.boundingBox();
    const bubble = await tip(page).boundingBox();
    expect(bubble?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
    // 10 s after it showed it closes itself
    await page.clock.runFor(9_400);
    await expect(tip(page)).toBeVisible();
    await page.clock.runFor(600);
    await expect(tip(page)).toHaveCount(0);
    // the same session: not again
    await page.reload();
    await expect(deposit).toBeVisible(FIRST_PAINT);
    await page.clock.runFor(5_000);
    await expect(tip(page)).toHaveCount(0);
  });

  test('Escape and the close button put it away; a healthy balance never sees it', async ({ page }) => {
    await page.clock.install();
    await page.goto('./?demo_profile=low');
    await expect(tip(page)).toBeVisible(FIRST_PAINT);
    await page.keyboard.press('Escape');
    await expect(tip(page)).toHaveCount(0);

    const other = await page.context().newPage();
    await other.clock.install();
    await other.goto('./?demo_profile=low');
    await expect(tip(other)).toBeVisible(FIRST_PAINT);
    await tip(other).getByRole('button', { name: 'Close' }).click();
    await expect(tip(other)).toHaveCount(0);

    const vip = await page.context().newPage();
    await vip.goto('./?demo_profile=vip');
    await expect(vip.getByRole('button', { name: 'Deposit' }).first()).toBeVisible(FIRST_PAINT);
    await vip.waitForTimeout(4_000);
    await expect(tip(vip)).toHaveCount(0);
  });
});
