import { expect, type Page, test } from '@playwright/test';

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };

const hero = (page: Page) => page.locator('[data-slot="promo-hero"]');

test.describe('promo hero', () => {
  test('shows the demo casino’s promotions at the top of the home page, its calls to action going where they should', async ({
    page,
  }) => {
    // no autoplay under reduced motion, so the slides move only when told to
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./');
    // the video promotion stays in the promotions section: the three pictures after it make the slides
    await expect(hero(page)).toHaveAttribute('data-count', '3', FIRST_PAINT);
    await expect(hero(page)).toHaveAttribute('data-playing', 'false');
    await expect(hero(page).getByRole('heading', { level: 2, name: 'Weekend Reload' })).toBeVisible();
    // the hero comes before the first row
    const heroBox = await hero(page).boundingBox();
    const rowBox = await page.locator('[data-section]').first().boundingBox();
    expect(heroBox && rowBox && heroBox.y < rowBox.y).toBe(true);
    // the cashier is another page of the casino's site: a plain link
    const claim = hero(page).getByRole('link', { name: 'Claim now' });
    await expect(claim).toHaveAttribute('data-link-kind', 'page');
    await expect(claim).toHaveAttribute('href', '/cashier/');

    await hero(page).locator('[data-slide="1"]').click();
    await expect(hero(page).locator('[data-slot="promo-hero-track"]')).toHaveAttribute('data-index', '1');
    // a lobby page opens in place, through the router
    const play = hero(page).getByRole('link', { name: 'Play now' });
    await expect(play).toHaveAttribute('data-track', 'launch');
    await play.click();
    await expect(page).toHaveURL(/\/all-games$/);
    await expect(hero(page)).toHaveCount(0);
  });

  test('with the promotions call failing, the home page shows its rows and no hero', async ({ page }) => {
    await page.goto('./?demo_fault=getpromos:500');
    await expect(page.getByRole('heading', { name: 'Top Slots' })).toBeVisible(FIRST_PAINT);
    await expect(page.locator('[data-section="topslots"] [data-slot="game-tile"]')).toHaveCount(10);
    // the room kept while the call was on its way goes with the failure
    await expect(hero(page)).toHaveCount(0);
  });

  test('with no promotions there is no hero, and the rows start at the top', async ({ page }) => {
    await page.goto('./?demo_promos=none');
    await expect(page.getByRole('heading', { name: 'Top Slots' })).toBeVisible(FIRST_PAINT);
    await expect(hero(page)).toHaveCount(0);
  });
});
