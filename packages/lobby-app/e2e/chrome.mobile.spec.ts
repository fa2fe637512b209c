import { expect, test } from '@playwright/test';
import { rendered } from './lobby.ts';

test.describe('page chrome on a phone', () => {
  test('a guest has the sticky login bar at the bottom', async ({ page }) => {
    await page.goto('./?demo_profile=guest');
    const bar = page.locator('[data-slot="guest-sticky-bar"]');
    await expect(bar.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('a player has the launcher bar with the cashier and balance', async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    const bar = page.getByRole('navigation', { name: /launcher|shortcuts|quick/i }).last();
    await expect(bar.getByRole('button', { name: /cashier/i })).toBeVisible();
  });

  test('the menu opens as a drawer with settings, and Escape closes it', async ({ page }) => {
    await page.goto('./');
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a menu opened while the lobby is still starting stays open and works', async ({ page }) => {
    await page.goto('./?demo_profile=vip&demo_latency=1500');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible({ timeout: 15_000 });
    await drawer.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.locator('html')).toHaveClass(/guest/);
  });

  for (const variant of ['rtg', 'fusion']) {
    test(`no page is wider than the phone (${variant})`, async ({ page }) => {
      // the narrowest phone the spec designs for
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`./?demo_variant=${variant}&demo_profile=vip`);
      for (const path of ['./', './tournaments', './promotions', './all-games', './providers']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // rows and sliders load after the heading: give them a moment, then measure
        await page.waitForLoadState('networkidle');
        // the layout viewport's width: a phone's innerWidth grows with content that sticks out, and would hide it
        const { inner, scroll } = await page.evaluate(() => ({
          inner: document.documentElement.clientWidth,
          scroll: document.documentElement.scrollWidth,
        }));
        expect(scroll, `${path} is ${scroll}px wide on a ${inner}px screen`).toBeLessThanOrEqual(inner);
      }
    });
  }

  test('the install prompt shows when the browser offers an install; put away, it stays away', async ({
    page,
  }) => {
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            const w = window as unknown as { prompted?: number };
            w.prompted = (w.prompted ?? 0) + 1;
          },
        });
        window.dispatchEvent(event);
      });
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await offer();
    const prompt = page.getByRole('region', { name: /^Install / });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

    await offer();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await offer();
    await rendered(page);
    await expect(prompt).toHaveCount(0);
  });
});
