import { expect, type Page, test } from '@playwright/test';
import { GUEST, open, PLAYER, settle, testEveryRoute } from './route-cases.ts';

/**
 * Reflow (WCAG 1.4.10): every route, for a guest and a player, fits a window 320 CSS pixels wide without the
 * page scrolling sideways: on a phone held upright (320 × 640) and on a desktop of 1280 × 1024 zoomed to
 * 400 % (the same 320 CSS pixels, 256 high). Rows of tiles and carousels may scroll inside themselves; nothing
 * else may stick out of the window.
 */

const WINDOWS = [
  {
    name: 'a 320 × 640 phone',
    use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  },
  { name: '1280 × 1024 at 400 % zoom', use: { viewport: { width: 320, height: 256 }, isMobile: false } },
] as const;

/**
 * What sticks out of the window sideways: the document's scroll width, and each element that reaches past
 * the window's edge without a box that scrolls or clips it inside the window (a tile row, a carousel).
 */
async function sideways(page: Page): Promise<{ scrollWidth: number; width: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inside = (box: DOMRect) => box.left >= -1 && box.right <= width + 1;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || inside(box)) continue;
      let held = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible' && inside(parent.getBoundingClientRect())) {
          held = true;
          break;
        }
      }
      if (held) continue;
      const slot = element.getAttribute('data-slot');
      const name = `${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ''}`;
      outside.push(
        `${name} from ${Math.round(box.left)} to ${Math.round(box.right)} px: "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 8) };
  });
}

async function expectReflow(page: Page, label: string) {
  const found = await sideways(page);
  expect(found.outside, `${label}: elements past the window's ${found.width} px`).toEqual([]);
  expect(found.scrollWidth, `${label}: the page's width`).toBeLessThanOrEqual(found.width);
}

for (const window of WINDOWS) {
  test.describe(`reflow in ${window.name}`, () => {
    test.use(window.use);
    test.describe.configure({ timeout: 120_000 });

    testEveryRoute(expectReflow);

    test('dialogs: search, menu, account, quick deposit and login', async ({ page }) => {
      await open(page, '/', PLAYER, 'light');
      await page.getByRole('button', { name: 'Search games' }).click();
      await page.getByRole('searchbox').fill('cherr');
      await expect(page.getByRole('dialog').locator('[data-slot="game-tile"]').first()).toBeVisible();
      await settle(page);
      await expectReflow(page, 'search with results');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      await expectReflow(page, 'menu drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.locator('[data-slot="profile-box"] button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      await expectReflow(page, 'account panel');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // this player has withdrawals waiting: quick deposit offers to cancel them first, then the form; on a
      // narrow window it opens from the cashier button of the bar at the bottom
      await page
        .getByRole('navigation', { name: 'Launcher', includeHidden: true })
        .getByRole('button', { name: /Cashier/ })
        .click();
      const withdrawal = page.getByRole('dialog', { name: 'Pending withdrawal' });
      await expect(withdrawal.getByRole('button', { name: 'Skip to deposit' })).toBeVisible();
      await settle(page);
      await expectReflow(page, 'quick deposit, pending withdrawal');
      await withdrawal.getByRole('button', { name: 'Skip to deposit' }).click();
      const form = page.getByRole('dialog', { name: 'Quick deposit' });
      await expect(form.getByRole('spinbutton', { name: /Deposit amount/ })).toBeVisible();
      await settle(page);
      await expectReflow(page, 'quick deposit form');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      await open(page, '/all-games', GUEST, 'light');
      await page
        .locator('[data-slot="game-tile"]')
        .first()
        .getByRole('button', { name: /^Favourite / })
        .click();
      await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
      await settle(page);
      await expectReflow(page, 'login prompt');
    });

    test('the daily free spins wheel', async ({ page }) => {
      await open(page, '/', `${PLAYER}&demo_dfs=allowed`, 'light');
      await expect(page.getByRole('dialog', { name: 'Daily free spins' })).toBeVisible();
      await settle(page);
      await expectReflow(page, 'daily free spins wheel');
    });
  });
}
