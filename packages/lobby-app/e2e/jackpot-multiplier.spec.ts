import { expect as baseExpect, test } from '@playwright/test';

// the demo casino builds its catalogue in the page: more time on a busy machine
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * A game of the demo catalogue (default seed and size) whose ×5 jackpot multiplier runs daily from 04:00
 * until 19:59 New York time (start_time 04:00, end_time 19:59: the end is the first minute outside).
 */
const GAME = 'Silver Mariachi Megaways';

test.describe('jackpot multiplier badges', () => {
  test.describe.configure({ timeout: 120_000 });

  test('come when the window opens and go when it closes, without a reload', async ({ page }) => {
    // Wednesday 14 January 2026, 03:58 in New York (EST): two minutes before the window opens
    await page.clock.install({ time: new Date('2026-01-14T08:58:00Z') });
    await page.goto('./?search');
    await page.getByRole('searchbox').fill(GAME);
    const tile = page
      .getByRole('dialog', { name: 'Search games' })
      .locator('[data-slot="game-tile"]')
      .filter({ hasText: GAME })
      .first();
    await expect(tile).toBeVisible();
    const badge = tile.locator('[data-slot="multiplier-badge"]');
    await expect(badge).toHaveCount(0);

    // 04:00:30 in New York: the window is open
    await page.clock.fastForward('02:30');
    await expect(badge).toHaveText('×5');

    // 19:58:30 still open, 19:59:30 closed: the timer set at the last change redraws the tile
    await page.clock.fastForward('15:58:00');
    await expect(badge).toHaveText('×5');
    await page.clock.fastForward('01:00');
    await expect(badge).toHaveCount(0);
  });
});
