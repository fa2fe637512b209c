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

  test('its dialog loads on first use, and closing it returns focus to its trigger', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('./');
    const trigger = page.getByRole('button', { name: 'Demo casino' });
    await expect(trigger).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'New Games' })).toBeVisible();
    // the first screen and the trigger are up, and the dialog's code has not been asked for
    expect(scripts.filter((path) => /\/DemoPanelDialog-/.test(path))).toEqual([]);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Demo casino' });
    await expect(panel.getByLabel('Variant')).toBeVisible();
    expect(scripts.filter((path) => /\/DemoPanelDialog-/.test(path))).toHaveLength(1);
    // the open modal hides the rest of the page from the accessibility tree: the trigger is found by its slot
    await expect(page.locator('[data-slot="demo-panel-trigger"]')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
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

  test('a restart is a new visit: the answers of the last one are asked for again', async ({ page }) => {
    await page.goto('./?demo_games=40');
    // the header's widgets are kept for the whole visit, the home page's promotions a short while
    const widgets = page.getByRole('list', { name: 'Casino widgets' });
    await expect(widgets).toContainText('Escape Pod', { timeout: 30_000 });
    await expect(page.locator('[data-slot="promo-hero-image"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Demo casino' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo casino' });
    for (const call of ['widgets', 'getpromos']) {
      await panel.getByLabel('Call').selectOption(call);
      await panel.getByLabel('Fault', { exact: true }).selectOption('500');
      await panel.getByRole('button', { name: 'Add fault' }).click();
    }
    await panel.getByRole('button', { name: 'Apply and restart the lobby' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New Games' })).toBeVisible({ timeout: 30_000 });
    // asked again, both calls now fail: no widgets, no hero
    await expect(widgets).toHaveCount(0);
    await expect(page.locator('[data-slot="promo-hero"]')).toHaveCount(0);
  });

  test('says so when the casino does not take the switches, and keeps them for another try', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=guest&demo_variant=rtg&demo_casino=4');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.getByRole('button', { name: 'Demo casino' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo casino' });
    await panel.getByLabel('Casino').selectOption('85');
    // the casino's worker cannot be reached for a moment
    await page.evaluate(() => {
      const proto = ServiceWorker.prototype as unknown as Record<string, unknown>;
      proto.savedPostMessage = proto.postMessage;
      proto.postMessage = () => {
        throw new Error('unreachable');
      };
    });
    await panel.getByRole('button', { name: 'Apply and restart the lobby' }).click();
    await expect(panel.getByRole('alert')).toContainText('did not answer, so nothing changed');
    await expect(panel.getByLabel('Casino')).toHaveValue('85');
    await expect(page.locator('html')).not.toHaveAttribute('data-brand', 'c85');

    await page.evaluate(() => {
      const proto = ServiceWorker.prototype as unknown as Record<string, unknown>;
      proto.postMessage = proto.savedPostMessage;
    });
    await panel.getByRole('button', { name: 'Apply and restart the lobby' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'c85');
  });
});
