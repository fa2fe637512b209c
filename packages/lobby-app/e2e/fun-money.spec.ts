import { expect, type Page, test } from '@playwright/test';

// The fun-money casino (§1: fun_money_casino): the demo casino's `fun` variant, casino 4, RTG games.
const FUN = 'demo_variant=fun';
const GAME = { shortname: 'hidden-buffalo-2', name: 'Hidden Buffalo 2' };

async function openHome(page: Page, switches: string) {
  await page.goto(`./?${FUN}&${switches}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-slot="game-tile"]').first()).toBeVisible();
}

test.describe('the fun-money casino', () => {
  test('a player has no daily free spins even with spins to claim, and Deposit opens the cashier page', async ({
    page,
  }) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.has('DFS'));
    // the same switches pop the free-spins wheel up in the RTG casino (daily-free-spins.spec.ts)
    await openHome(page, 'demo_profile=vip&demo_dfs=allowed');
    await answer;
    await expect(page.getByRole('button', { name: 'Daily free spins' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Daily free spins' })).toHaveCount(0);
    // quick deposit is off in this casino's config: the cashier page takes the deposit
    const bar = page.getByRole('navigation', { name: /quick access/i });
    await bar.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/cashier\/$/);
  });

  test("a guest's game tile opens the game in practice mode", async ({ page }) => {
    await openHome(page, 'demo_profile=guest');
    const tile = page.locator('[data-section="newgames"] [data-slot="game-tile"]').first();
    const name = await tile.locator('[data-slot="game-tile-name"]').textContent();
    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/demo\/[\w-]+$/);
    await expect(page.getByText('Practice Mode')).toBeVisible();
    await expect(page.locator(`iframe[title="${name}"]`)).toHaveAttribute('src', /token=/);
  });

  test('practice play never brings the my50free prompt, for a guest or a player', async ({ page }) => {
    await page.clock.install();
    const prompt = page.getByRole('region', { name: /50 free/i });
    for (const profile of ['guest', 'new']) {
      await page.goto(`./demo/${GAME.shortname}?${FUN}&demo_profile=${profile}`);
      await expect(page.locator('iframe[src*="token="]')).toBeVisible();
      // the RTG casino shows the prompt after 60 s of this (game.spec.ts)
      await page.clock.fastForward(61_000);
      await expect(page.getByText('Practice Mode')).toBeVisible();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('my50free'))).toBeNull();
    }
  });
});
