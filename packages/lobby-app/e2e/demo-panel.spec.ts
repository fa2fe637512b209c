import { expect, test } from '@playwright/test';

test.describe('the demo panel', () => {
  test('switches variant, casino and player live, without reloading the page', async ({ page }) => {
    await page.goto('./?demo_profile=guest&demo_variant=rtg&demo_casino=4');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });

    await page.getByRole('button', { name: 'Demo casino' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo casino' });
    await panel.getByLabel('Variant').selectOption('fusion');
    await panel.getByLabel('Casino').selectOption('85');
    await panel.getByLabel('Player').selectOption('vip');
    await panel.getByRole('button', { name: 'Apply and restart the lobby' }).click();

    await expect(page.getByRole('navigation', { name: /quick access/i })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'c85');
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Providers' }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('injects a fault into one call', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Demo casino' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo casino' });
    await panel.getByLabel('Call').selectOption('getconfig');
    await panel.getByLabel('Fault').selectOption('500');
    await panel.getByRole('button', { name: 'Add fault' }).click();
    await panel.getByRole('button', { name: 'Apply and restart the lobby' }).click();
    // the catalogue was cached on the first start, so the lobby carries on offline
    await expect(page.getByText(/You're offline/)).toBeVisible();
  });
});
