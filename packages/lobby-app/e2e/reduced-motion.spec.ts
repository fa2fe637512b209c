import { expect as baseExpect, type Page, test } from '@playwright/test';
import { nearHomeSection, passTime } from './lobby.ts';

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });
const FIRST_PAINT = { timeout: 45_000 };

/** CSS and Web Animations still running on the page, described for a readable failure. */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id;
        return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${String(target?.getAttribute('class') ?? '').slice(0, 60)}`;
      }),
  );
}

/** How far the winners list is moved up (the list body moves, its rows with it). */
const firstWinnerShift = (page: Page) =>
  page
    .locator('[data-slot="winners-viewport"]')
    .first()
    .evaluate((list) => (list as HTMLElement).style.transform);

test.describe('reduced motion', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the home page holds still: winners ticker, countdowns and no running animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // the page's own clock, so that two of the ticker's periods pass at once
    await page.clock.install();
    await page.goto('./?demo_variant=fusion&demo_profile=vip');
    const winners = await nearHomeSection(page, 'winners');
    const firstRow = winners.locator('[data-slot="winner-row"]').first();
    // the home page settles its sections as their data comes in: scroll once the row stays put
    await expect(async () => {
      await firstRow.scrollIntoViewIfNeeded({ timeout: 5_000 });
      await expect(firstRow).toBeVisible({ timeout: 1_000 });
    }).toPass(FIRST_PAINT);
    await page.mouse.move(0, 0);
    // the ticker moves a row every 2 s when motion is allowed; two periods pass without a move
    const before = await firstWinnerShift(page);
    await passTime(page, 4_500);
    expect(await firstWinnerShift(page)).toBe(before);
    expect(before).toMatch(/translateY\(-?0(?:rem)?\)/);
    // nothing moves, so there is nothing to pause
    await expect(winners.getByRole('button', { name: 'Pause winners' })).toHaveCount(0);
    // the tournament countdowns tick as text, without a flip or any other animation
    const clock = page.locator('[data-slot="tournament-clock"][data-kind="ends-in"]').first();
    await clock.scrollIntoViewIfNeeded();
    const shown = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(shown);
    expect(await runningAnimations(page)).toEqual([]);

    // the same page with motion allowed: the ticker starts to move, so the check above can fail
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await firstRow.scrollIntoViewIfNeeded();
    await expect.poll(() => firstWinnerShift(page), { timeout: 10_000 }).not.toBe(before);
    await expect(winners.getByRole('button', { name: 'Pause winners' })).toBeVisible();
  });

  test('the promotions carousel does not play by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('./promotions');
    const carousel = page.locator('[data-slot="custom-promos"]');
    await expect(carousel).toHaveAttribute('data-count', '2', FIRST_PAINT);
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const track = carousel.locator('[data-slot="custom-promos-track"]');
    await expect(track).toHaveAttribute('data-index', '0');
    await passTime(page, 3_000);
    await expect(track).toHaveAttribute('data-index', '0');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(carousel).toHaveAttribute('data-playing', 'true');
  });

  test('synth fireworks show only their text', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_PAINT);
    await page.goto('./play/thunder-fruits-2');
    // the timers start once the game has loaded
    await expect(page.locator('iframe[src*="token="]')).toBeVisible(FIRST_PAINT);
    await page.clock.fastForward(121_000);
    const fireworks = page.locator('[data-slot="fireworks"]');
    await expect(fireworks.getByText('You unlocked a bonus round!')).toBeVisible();
    await expect(fireworks).toHaveAttribute('data-motion', 'reduced');
    await expect(fireworks.locator('canvas')).toHaveCount(0);
  });

  // The daily free spins wheel under reduced motion (the result at once) is covered in daily-free-spins.spec.ts.
});
