import { collectTargets, targetSizeProblems } from '@lobby/ui/stories/target-size.ts';
import { expect, type Page, test } from '@playwright/test';
import { open, PLAYER, settle, testEveryRoute } from './route-cases.ts';

/**
 * Target Size (Minimum), WCAG 2.5.8: on a phone, every route, for a guest and a player, gives each pointer
 * target 24 × 24 CSS pixels or the spacing the criterion allows instead; links in running text are exempt.
 * The same rule and the same measuring as every story's check (packages/ui/src/stories/target-size.ts).
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

async function expectTargetSize(page: Page, label: string) {
  const targets = await page.evaluate(collectTargets);
  expect(targetSizeProblems(targets), `${label}: pointer targets under 24 × 24 px, too close`).toEqual([]);
}

testEveryRoute(expectTargetSize);

test('the dialogs a player opens: menu, search and account', async ({ page }) => {
  await open(page, '/', PLAYER, 'light');
  const dialog = page.getByRole('dialog');
  const openers = [
    ['menu drawer', page.getByRole('button', { name: 'Menu', exact: true })],
    ['search', page.getByRole('button', { name: 'Search games' })],
    ['account panel', page.locator('[data-slot="profile-box"] button').first()],
  ] as const;
  for (const [name, opener] of openers) {
    await opener.click();
    await expect(dialog).toBeVisible();
    await settle(page);
    await expectTargetSize(page, name);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
