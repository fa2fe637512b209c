import { expect, type Page, test } from '@playwright/test';
import { generateCatalogue } from '../demo-casino/catalogue/generate.ts';
import type { WireGame } from '../demo-casino/catalogue/wire.ts';
import { DEFAULT_DEMO_SETTINGS } from '../demo-casino/settings.ts';
import { holdClock, nearHomeSection } from './lobby.ts';

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };

// the demo casino's catalogue as it serves it by default (its subgroup ranks do not depend on the day)
const catalogue = generateCatalogue({
  seed: DEFAULT_DEMO_SETTINGS.seed,
  size: DEFAULT_DEMO_SETTINGS.games,
  assetsHost: 'https://assets.example/',
  fusion: false,
  now: Date.now(),
});

/** The display names of a subgroup's games, in the subgroup's own order. */
function subgroupNames(subgroup: string): string[] {
  const rank = (game: WireGame) => game.sub_groups_with_sort.find((entry) => entry.name === subgroup)?.order;
  return catalogue.games
    .filter((game) => rank(game) !== undefined)
    .sort((a, b) => (rank(a) ?? 0) - (rank(b) ?? 0))
    .map((game) => game.display_name || game.name);
}

const rowNames = (page: Page, section: string) =>
  page.locator(`[data-section="${section}"] [data-slot="game-tile-name"]`).allTextContents();

const randomPlay = (page: Page) => page.getByRole('region', { name: 'Random game' });
const badgeStack = (page: Page) => randomPlay(page).locator('[data-slot="random-play-badges"]');

test.describe('home rows and random play', () => {
  test("top slots and high volatility show their subgroup's first 10 in its order; popular shows 12 in order", async ({
    page,
  }) => {
    // a player sees every game, synth ones included, so the rows match the catalogue as served
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { name: 'Top Slots' })).toBeVisible(FIRST_PAINT);
    await expect(page.locator('[data-section="topslots"] [data-slot="game-tile"]')).toHaveCount(10);
    expect(await rowNames(page, 'topslots')).toEqual(subgroupNames('top-games').slice(0, 10));
    await expect(page.locator('[data-section="highvolatility"] [data-slot="game-tile"]')).toHaveCount(10);
    expect(await rowNames(page, 'highvolatility')).toEqual(subgroupNames('high-volatility').slice(0, 10));

    await expect(page.locator('[data-section="popular"] [data-slot="game-tile"]')).toHaveCount(12);
    const popular = subgroupNames('popular-games');
    const shown = await rowNames(page, 'popular');
    const ranks = shown.map((name) => popular.indexOf(name));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test('one Try random block, right beneath the winners', async ({ page }) => {
    await page.goto('./');
    await expect(randomPlay(page)).toBeVisible(FIRST_PAINT);
    await expect(page.getByText("Don't know what to play? Try random!")).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Play Now' })).toHaveCount(1);
    await nearHomeSection(page, 'winners');
    await expect(page.getByRole('tab', { name: 'Recent Winners' })).toBeVisible();
    const below = () =>
      page
        .locator('[data-section="winners"]')
        .evaluate((winners) => winners.nextElementSibling?.getAttribute('data-section'));
    await expect.poll(below).toBe('random-play');
  });

  test('RTG: the 5 slot badges take turns every 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('./');
    await expect(badgeStack(page)).toBeAttached(FIRST_PAINT);
    await expect(badgeStack(page).locator('img')).toHaveCount(5);
    await holdClock(page);
    const first = Number(await badgeStack(page).getAttribute('data-active'));
    const onShow = () => badgeStack(page).locator('img.opacity-100').getAttribute('src');
    const firstSrc = await onShow();
    // whatever the phase of the 2 s clock, any 2 s of it hold exactly one turn
    await page.clock.runFor(2_000);
    await expect(badgeStack(page)).toHaveAttribute('data-active', String((first + 1) % 5));
    expect(await onShow()).not.toBe(firstSrc);
    await page.clock.runFor(2_000);
    await expect(badgeStack(page)).toHaveAttribute('data-active', String((first + 2) % 5));
  });

  test('RTG under reduced motion: the badges hold still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('./');
    await expect(badgeStack(page).locator('img')).toHaveCount(5, FIRST_PAINT);
    await holdClock(page);
    const first = await badgeStack(page).getAttribute('data-active');
    await page.clock.runFor(6_000);
    await expect(badgeStack(page)).toHaveAttribute('data-active', first ?? '0');
    // nothing moves, so there is nothing to pause
    await expect(randomPlay(page).getByRole('button', { name: 'Pause game pictures' })).toHaveCount(0);
  });

  test('fusion: random play has no badges', async ({ page }) => {
    await page.goto('./?demo_variant=fusion');
    await expect(randomPlay(page)).toBeVisible(FIRST_PAINT);
    await expect(randomPlay(page).getByRole('button', { name: 'Play Now' })).toBeVisible();
    await expect(badgeStack(page)).toHaveCount(0);
    await expect(randomPlay(page).locator('img')).toHaveCount(0);
  });
});
