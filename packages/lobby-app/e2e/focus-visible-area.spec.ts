import { expect, type Page, test } from '@playwright/test';
import { FUSION, GUEST, open, PLAYER } from './route-cases.ts';

/**
 * Focus not obscured (WCAG 2.4.11): tabbing through a page, forwards and back, every control that takes focus
 * is inside the window and not covered by anything the lobby keeps on screen: the sticky header, the bottom
 * bars, the announcement banner, the cashier tooltip, Back to top or the demo casino's button. Checked on a
 * phone and on a desktop, for a guest and a player, on pages long enough to scroll.
 */

const PAGES = [
  { path: '/', switches: [GUEST, PLAYER] },
  { path: '/category/online-slots', switches: [GUEST, PLAYER] },
  { path: '/promotions', switches: [GUEST, PLAYER] },
  { path: '/providers', switches: [PLAYER] },
  { path: '/tournaments', switches: [`${FUSION}&${PLAYER}`] },
];

const WINDOWS = [
  { name: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'a desktop', use: { viewport: { width: 1280, height: 800 } } },
  // 1280 × 1024 at 400 %: the bars are in the page's flow there
  { name: 'a desktop zoomed to 400 %', use: { viewport: { width: 320, height: 256 } } },
] as const;

/** How many Tab presses each page is walked with, each way. */
const PRESSES = 60;

/**
 * Where the focused element stands, once it stops moving (the browser scrolls it into view, smoothly where a
 * row scrolls smoothly; the wait gives up after two seconds and reports where it is then): null when its
 * centre is in the window and it is on top there and at the points a quarter of the way in from each side that
 * are in the window (round controls have no corners to hit); otherwise a sentence naming it and what covers
 * it. One call into the page per press: the walk makes 120 of them a page.
 */
function obscured(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const started = performance.now();
      let last = '';
      let still = 0;
      const look = () => {
        const box = document.activeElement?.getBoundingClientRect();
        const now = box ? `${box.left},${box.top}` : '';
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 3 || performance.now() - started > 2000) resolve();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    // focus inside a frame belongs to that document
    if (focused.tagName === 'IFRAME') return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    const label = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const name = `${focused.tagName.toLowerCase()} "${label}"`;
    const { innerWidth: width, innerHeight: height } = window;
    const where = `(${Math.round(box.left)}, ${Math.round(box.top)}) to (${Math.round(box.right)}, ${Math.round(box.bottom)})`;
    const [x, y, w, h] = [box.left, box.top, box.width, box.height];
    // a tile at the end of a row that scrolls sideways may stand partly past the window's edge; its middle may not
    if (x + w / 2 < 0 || x + w / 2 >= width || y + h / 2 < 0 || y + h / 2 >= height)
      return `${name} is outside the window, at ${where}`;
    const points: [number, number][] = [
      [x + w / 2, y + h / 2],
      [x + w / 4, y + h / 2],
      [x + (w * 3) / 4, y + h / 2],
      [x + w / 2, y + h / 4],
      [x + w / 2, y + (h * 3) / 4],
    ];
    for (const [px, py] of points) {
      if (px < 0 || px >= width || py < 0 || py >= height) continue;
      const top = document.elementFromPoint(px, py);
      if (!top || focused === top || focused.contains(top) || top.contains(focused)) continue;
      const cover = top.closest('[data-slot]')?.getAttribute('data-slot') ?? top.tagName.toLowerCase();
      return `${name} is covered at (${Math.round(px)}, ${Math.round(py)}) by ${cover}`;
    }
    return null;
  });
}

for (const window of WINDOWS) {
  test.describe(`focus stays in sight on ${window.name}`, () => {
    test.use(window.use);
    test.describe.configure({ timeout: 150_000 });

    for (const { path, switches } of PAGES) {
      for (const switch_ of switches) {
        test(`${path} · ${switch_}`, async ({ page }) => {
          await open(page, path, switch_, 'light');
          const problems: string[] = [];
          for (const key of ['Tab', 'Shift+Tab']) {
            for (let i = 0; i < PRESSES; i++) {
              await page.keyboard.press(key);
              const problem = await obscured(page);
              if (problem) problems.push(`${key} ${i + 1}: ${problem}`);
            }
          }
          expect(problems).toEqual([]);
        });
      }
    }
  });
}

test.describe('focus stays in sight when something arrives over it', () => {
  test.use(WINDOWS[0].use);

  test('the announcement banner, arriving late, brings the focused control above it', async ({ page }) => {
    // the banner's call answers after DEMO_SLOW_MS (8 s): time to put focus where it will land
    await open(page, '/promotions', `${GUEST}&demo_fault=stickybanner:slow`, 'light');
    await expect(page.locator('[data-slot="promotions-view"]')).toHaveAttribute('data-status', 'ready');
    // the custom promotions' frames take their height once their content has loaded: wait for the page's
    // height to hold still for half a second
    await expect
      .poll(
        async () => {
          const before = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.waitForTimeout(500);
          return before === (await page.evaluate(() => document.documentElement.scrollHeight));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    for (let i = 0; i < PRESSES && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await obscured(page), 'the link is in sight before the banner arrives').toBeNull();
    // the link sits in the bottom 11rem of the window, where the banner will stand
    await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      if (box) window.scrollBy(0, box.bottom - (window.innerHeight - 100));
    });
    const banner = page.locator('[data-slot="sticky-banner"]');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    expect(await obscured(page)).toBeNull();
  });
});

test.describe('focus stays in sight when the promo hero moves', () => {
  test.use(WINDOWS[2].use);

  test('a slide taking focus while it slides in ends in the frame, not scrolled out of it', async ({
    page,
  }) => {
    await open(page, '/', GUEST, 'light');
    const hero = page.locator('[data-slot="promo-hero"]');
    await expect(hero).toHaveAttribute('data-count', /^[2-9]/);
    // the next slide starts sliding in, and focus lands on its button before it is in place: the way a Tab
    // press meets the slideshow moving by itself
    const where = await hero.evaluate(async (frame) => {
      const track = frame.querySelector<HTMLElement>('[data-slot="promo-hero-track"]');
      const dot = frame.querySelector<HTMLElement>('[aria-label="Show promotion 2"]');
      if (!track || !dot) return 'no track or no second dot';
      const slid = new Promise<void>((resolve) => {
        track.addEventListener('transitionend', () => resolve(), { once: true });
        setTimeout(resolve, 3000);
      });
      dot.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const button = frame.querySelectorAll('[data-promo]')[1]?.querySelector<HTMLElement>('a, button');
      if (!button) return 'no button on the second slide';
      button.focus();
      await slid;
      const box = button.getBoundingClientRect();
      const inFrame = frame.getBoundingClientRect();
      return {
        focused: document.activeElement === button,
        scrolled: frame.scrollLeft,
        inside: box.left >= inFrame.left && box.right <= inFrame.right,
      };
    });
    expect(where).toEqual({ focused: true, scrolled: 0, inside: true });
  });
});
