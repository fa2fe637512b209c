import { expect, type Page, test } from '@playwright/test';
import { nearHomeSection } from './lobby.ts';

// Selectors lean on structure and data attributes where a name is new text, so they hold in every language.
const view = (page: Page) => page.locator('[data-slot="promotions-view"]');
const customPromos = (page: Page) => page.locator('[data-slot="custom-promos"]');
const cards = (page: Page) => page.locator('[data-slot="promo-card"]');

test.describe('promotions page', () => {
  test('several custom blocks play as a carousel above the regular promotions grid', async ({ page }) => {
    // no autoplay under reduced motion, so the slides move only when told to
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(view(page)).toHaveAttribute('data-status', 'ready');
    const carousel = customPromos(page);
    await expect(carousel).toHaveAttribute('data-count', '2');
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const frames = carousel.locator('iframe');
    await expect(frames).toHaveCount(2);
    for (const frame of await frames.all()) await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const track = carousel.locator('[data-slot="custom-promos-track"]');
    await expect(track).toHaveAttribute('data-index', '0');
    await carousel.locator('[data-action="next"]').click();
    await expect(track).toHaveAttribute('data-index', '1');
    await expect(carousel.locator('[data-slide="1"]')).toHaveAttribute('aria-current', 'true');
    await carousel.locator('[data-slide="0"]').focus();
    // the arrow keys move between slides and wrap round at the ends
    await page.keyboard.press('ArrowRight');
    await expect(track).toHaveAttribute('data-index', '0');
    await page.keyboard.press('ArrowLeft');
    await expect(track).toHaveAttribute('data-index', '1');
    // the slots-only group is not for this page; the five regular promotions sit in a grid with a filler
    await expect(cards(page)).toHaveCount(5);
    await expect(page.locator('[data-slot="promo-filler"]')).toHaveCount(1);
  });

  test('the cards wait for the custom blocks to take their height, so nothing on the page jumps', async ({
    page,
  }) => {
    // every layout shift the page makes, summed as the CLS of the visit so far
    await page.addInitScript(() => {
      const record = window as unknown as { __shift: number };
      record.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) record.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('./promotions');
    await expect(cards(page)).toHaveCount(5);
    for (const frame of await customPromos(page).locator('iframe').all())
      await expect(frame).toHaveAttribute('data-sized', 'true');
    // let any late shift land before reading the sum
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.02);
  });

  test('a single custom block stands alone, without carousel controls', async ({ page }) => {
    await page.goto('./promotions?demo_promos=one');
    const alone = customPromos(page);
    await expect(alone).toHaveAttribute('data-count', '1');
    await expect(alone.locator('iframe')).toHaveCount(1);
    await expect(alone.locator('[data-action]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
  });

  test('the info button shows a promotion’s terms and hides them again', async ({ page }) => {
    await page.goto('./promotions');
    const card = cards(page).first();
    const info = card.locator('button[aria-controls]');
    const terms = card.locator('[data-slot="promo-terms"]');
    await expect(terms).toBeHidden();
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(terms).toBeVisible();
    await expect(terms).toContainText('30x playthrough');
    await info.click();
    await expect(terms).toBeHidden();
  });

  test('a custom block’s call to action opens its lobby page through the lobby, which judges the link', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./promotions');
    await expect(view(page)).toHaveAttribute('data-status', 'ready');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });
    const carousel = customPromos(page);
    await carousel.locator('[data-action="next"]').click();
    const race = carousel.locator('iframe').nth(1).contentFrame();
    await race.getByRole('link', { name: 'See the race' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    // the router opened it: the page was not loaded again
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });

  test('a link a custom block hands over that leads nowhere safe is not followed', async ({ page }) => {
    await page.goto('./promotions?demo_promos=one');
    await expect(view(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.frameLocator('[data-slot="custom-promos"] iframe').getByRole('heading')).toBeVisible();
    const block = page.frames().find((frame) => frame.url().endsWith('/promo-frame.html'));
    if (!block) throw new Error('the custom block has no frame');
    // what a hostile block's own script could send, then a lobby link: the lobby takes them in order
    await block.evaluate(() => {
      for (const href of [
        "javascript:document.title='followed'",
        'data:text/html,<title>followed</title>',
        'vbscript:msgbox(1)',
        // credentials in a link disguise where it leads
        'https://casino.example@evil.example/',
        '/tournaments',
      ])
        parent.postMessage({ type: 'lobby:custom-promo-open', href }, '*');
    });
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page).not.toHaveTitle('followed');
    expect(page.context().pages()).toHaveLength(1);
  });

  test('a custom block’s script cannot read the lobby’s storage, cookies or page', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'e2e-cookie', value: 'c00kie', url: baseURL ?? '' }]);
    await page.goto('./');
    await page.evaluate(() => localStorage.setItem('e2e-secret', 's3cret'));
    await page.goto('./promotions?demo_promos=one');
    const frame = page.frameLocator('[data-slot="custom-promos"] iframe');
    for (const check of ['Lobby page', 'Lobby storage', 'Lobby cookies'])
      await expect(frame.locator(`[data-check="${check}"]`)).toHaveAttribute('data-result', 'blocked');
    await expect(frame.getByRole('heading', { name: 'Summer Festival' })).toBeVisible();
    // the lobby is untouched: same address, same page, same storage and cookies
    await expect(page).toHaveURL(/\/promotions\?demo_promos=one$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('e2e-secret'))).toBe('s3cret');
    expect(await page.evaluate(() => document.cookie)).toContain('e2e-cookie=c00kie');
  });

  test('a visit logs no error in the console: the demo’s block does not try to move the lobby', async ({
    page,
  }) => {
    const errors: string[] = [];
    // the frames' messages come here too
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('./promotions');
    await expect(view(page)).toHaveAttribute('data-status', 'ready');
    const festival = page.frameLocator('[data-slot="custom-promos"] iframe').first();
    // the block's script has run to its end
    await expect(festival.locator('[data-check="Lobby cookies"]')).toHaveAttribute('data-result', 'blocked');
    await expect(cards(page)).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('the block’s frame goes away when the visitor leaves the page', async ({ page }) => {
    await page.goto('./promotions?demo_promos=one');
    await expect(customPromos(page).locator('iframe')).toHaveCount(1);
    await page.getByRole('link', { name: 'Lobby' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
  });

  test('with no promotions at all the visitor goes to the configured promotions page', async ({ page }) => {
    await page.goto('./promotions?demo_promos=none');
    await expect(page).toHaveURL(/\/promotions-info\/$/);
  });

  test('a failed load says so and can be tried again', async ({ page }) => {
    await page.goto('./promotions?demo_fault=getpromos:500');
    const error = page.locator('[data-slot="promotions-error"]');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('role', 'alert');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(view(page)).toHaveAttribute('data-status', 'error');
    await expect(error).toBeVisible();
  });

  test('the home page shows regular promotions with a link to them all', async ({ page }) => {
    await page.goto('./');
    const section = await nearHomeSection(page, 'promotions');
    // the section loads its own data, so wait for the cards rather than the placeholder before it
    await expect(section.locator('[data-slot="promo-card"]')).toHaveCount(4);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('iframe')).toHaveCount(0);
    await section.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});
