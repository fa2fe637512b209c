import { expect as baseExpect, type Page, test } from '@playwright/test';
import { nearHomeSection, passTime, startCryptoCountdown } from './lobby.ts';

// WCAG 2.2.2 (Pause, Stop, Hide): whatever moves by itself on the lobby has a pause the player controls, and
// pausing really stops it. WCAG 2.2.1 (Timing Adjustable): the one time limit a player meets, the crypto
// countdown of quick deposit, can be stopped. Each check first sees the thing move (or count), so a pause
// that did nothing would fail it. The page clock is installed so the tests can jump time; it still runs.

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });
const FIRST_PAINT = { timeout: 45_000 };

/** Takes the pointer and focus off the page's content, so that neither hover nor focus holds anything still. */
async function leaveAlone(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Moves the page's clock on and reports whether `read` gave a different answer afterwards. */
async function changesOver(page: Page, ms: number, read: () => Promise<string | null>): Promise<boolean> {
  const before = await read();
  // a change lands with React's next render
  await passTime(page, ms);
  return (await read()) !== before;
}

test.describe('motion the player controls', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the winners ticker stops on Pause winners and moves again on Play winners', async ({ page }) => {
    await page.clock.install();
    await page.goto('./');
    const winners = await nearHomeSection(page, 'winners');
    const pause = winners.getByRole('button', { name: 'Pause winners' });
    await expect(pause).toBeVisible(FIRST_PAINT);
    await pause.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    const list = winners.locator('[data-slot="winners-viewport"]');
    const shift = () => list.evaluate((body) => (body as HTMLElement).style.transform);
    // it moves a row every 2 s
    await expect.poll(() => changesOver(page, 2_000, shift)).toBe(true);

    await pause.click();
    const play = winners.getByRole('button', { name: 'Play winners' });
    await expect(play).toBeVisible();
    await leaveAlone(page);
    await expect(winners.locator('[data-slot="winners-ticker"]')).toHaveAttribute('data-playing', 'false');
    expect(await changesOver(page, 6_000, shift)).toBe(false);

    await play.click();
    await leaveAlone(page);
    await expect(winners.getByRole('button', { name: 'Pause winners' })).toBeVisible();
    await expect.poll(() => changesOver(page, 2_000, shift)).toBe(true);
  });

  test('the random-play badges stop on Pause game pictures and take turns again on Play', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('./');
    const random = page.getByRole('region', { name: 'Random game' });
    const stack = random.locator('[data-slot="random-play-badges"]');
    await expect(stack.locator('img')).toHaveCount(5, FIRST_PAINT);
    await random.scrollIntoViewIfNeeded();
    // the badge on show, by its picture
    const onShow = () => stack.locator('img.opacity-100').getAttribute('src');
    await expect.poll(() => changesOver(page, 2_000, onShow)).toBe(true);

    await random.getByRole('button', { name: 'Pause game pictures' }).click();
    const play = random.getByRole('button', { name: 'Play game pictures' });
    await expect(play).toBeFocused();
    await expect(stack).toHaveAttribute('data-rotating', 'false');
    expect(await changesOver(page, 6_000, onShow)).toBe(false);

    // by keyboard this time
    await page.keyboard.press('Enter');
    await expect(random.getByRole('button', { name: 'Pause game pictures' })).toBeFocused();
    await expect.poll(() => changesOver(page, 2_000, onShow)).toBe(true);
  });

  test('the promotions hero stops on Pause slideshow and plays again on Play slideshow', async ({ page }) => {
    await page.clock.install();
    await page.goto('./');
    const hero = page.locator('[data-slot="promo-hero"]');
    await expect(hero).toHaveAttribute('data-count', '3', FIRST_PAINT);
    const track = hero.locator('[data-slot="promo-hero-track"]');
    const index = () => track.getAttribute('data-index');
    await leaveAlone(page);
    // a slide every 5 s
    await expect.poll(() => changesOver(page, 5_000, index)).toBe(true);

    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    // hover and focus hold it still too: take both away, so only the pause is left to do it
    await leaveAlone(page);
    await expect(hero).toHaveAttribute('data-playing', 'false');
    expect(await changesOver(page, 12_000, index)).toBe(false);

    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await leaveAlone(page);
    await expect(hero).toHaveAttribute('data-playing', 'true');
    await expect.poll(() => changesOver(page, 5_000, index)).toBe(true);
  });

  test('the crypto countdown stops for good on Stay here', async ({ page }) => {
    const toCrypto: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cashier/deposit-cryptocurrency')) toCrypto.push(request.url());
    });
    await page.clock.install();
    const { dialog, timer } = await startCryptoCountdown(page);
    // it counts down
    await expect.poll(() => changesOver(page, 1_000, () => timer.textContent())).toBe(true);

    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(timer).toBeHidden();
    // well past the end of the 9 seconds, the player is still here and nothing was sent
    await passTime(page, 20_000);
    expect(toCrypto).toEqual([]);
    await expect(dialog.getByRole('link', { name: 'Deposit with Bitcoin' })).toBeVisible();
  });
});
