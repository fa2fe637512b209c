import { REDIRECT_PAYLOADS } from '@lobby/domain/testing/redirect-payloads.ts';
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';

// Open redirects: navigation targets that come from input (`?play=`, `?fav=` and `by`, the stored return
// page, the game exit page) must keep the browser on the lobby's origin and under its base path, and land
// somewhere sensible. Each payload of the table (shared with the domain's unit test) would leave the lobby,
// or run script, if it were followed.

const expect = baseExpect.configure({ timeout: 30_000 });

interface Watch {
  readonly left: string[];
  readonly evil: string[];
  readonly ran: string[];
}

/** Records every main-frame address off the lobby's origin, every request to the evil host, every script run. */
const isEvil = (url: URL) => url.hostname.endsWith('evil.invalid');

async function watch(page: Page, context: BrowserContext, origin: string): Promise<Watch> {
  const w: Watch = { left: [], evil: [], ran: [] };
  await page.exposeBinding('__xss', (_source, id: unknown) => {
    w.ran.push(String(id));
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith(`${origin}/`)) w.left.push(url);
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  context.on('request', (request) => {
    if (isEvil(new URL(request.url()))) w.evil.push(request.url());
  });
  await context.route(isEvil, (route) => route.abort());
  return w;
}

function expectStayed(w: Watch) {
  expect(w.left, 'addresses off the lobby').toEqual([]);
  expect(w.evil, 'requests to the evil host').toEqual([]);
  expect(w.ran, 'scripts run').toEqual([]);
}

/** Moves the single-page app to a path as a link would, without reloading it. */
async function go(page: Page, path: string) {
  await page.evaluate((target) => history.pushState(null, '', target), path);
}

const q = encodeURIComponent;

test.describe('open redirects', () => {
  test('?play=, ?fav= and by keep the visitor on the lobby’s home or favourites page', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
    const w = await watch(page, context, origin);
    // a small catalogue keeps the home page quick to draw again after each address
    await page.goto(`./?demo_profile=vip&demo_games=40`);
    // the home page's first row of games
    const home = page.locator('main [data-section]').first();
    await expect(home).toBeVisible({ timeout: 45_000 });

    for (const payload of REDIRECT_PAYLOADS) {
      for (const query of [`play=${q(payload)}`, `fav=${q(payload)}&by=${q(payload)}`]) {
        await go(page, `/?${query}`);
        await expect(home).toBeVisible();
        expect(new URL(page.url()).pathname, query).toBe('/');
      }
    }
    // a good game with a hostile provider: the provider is dropped, the favourite kept
    for (const payload of REDIRECT_PAYLOADS.slice(0, 3)) {
      await go(page, `/?fav=some-game&by=${q(payload)}`);
      await expect(page).toHaveURL(/\/favorites$/);
      await go(page, '/');
      await expect(home).toBeVisible();
    }
    // from a cold start too
    await page.goto(`./?play=${q(REDIRECT_PAYLOADS[0] ?? '')}`);
    await expect(home).toBeVisible({ timeout: 45_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    // the same query with a plain game name does navigate, so the checks above could have failed
    await go(page, '/?play=some-game');
    await expect(page).toHaveURL(/\/play\/some-game$/);
    expectStayed(w);
  });

  test('a hostile stored return page sends the game’s back link home', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
    const w = await watch(page, context, origin);
    await page.goto('./all-games?demo_profile=vip&demo_games=40');
    const tiles = page.locator('[data-slot="game-tile"] a[href*="/play/"]');
    await expect(tiles.nth(1)).toBeVisible();
    const games = [
      new URL((await tiles.nth(0).getAttribute('href')) ?? '/', page.url()).pathname,
      new URL((await tiles.nth(1).getAttribute('href')) ?? '/', page.url()).pathname,
    ];
    const back = page.getByRole('link', { name: 'Back' });

    for (const [index, payload] of REDIRECT_PAYLOADS.entries()) {
      await page.evaluate((value) => sessionStorage.setItem('return_page', value), payload);
      // another game each time, so the page reads the stored return page afresh
      await go(page, games[index % 2] ?? '/');
      await expect(back).toHaveAttribute('href', '/');
    }
    await back.click();
    await expect(page.locator('main [data-section]').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expectStayed(w);
  });

  test('the game exit page goes back inside the lobby, whatever is stored or passed', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
    const w = await watch(page, context, origin);
    // the lobby itself is not needed here: any page of it answers with a stand-in that names its address
    await page.route(
      (url) => url.origin === origin && !url.pathname.includes('game-exit'),
      (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: '<title>lobby</title>' })
          : route.continue(),
    );
    await page.goto('./');
    for (const payload of REDIRECT_PAYLOADS) {
      await page.evaluate((value) => sessionStorage.setItem('return_page', value), payload);
      await page.goto(`./game-exit.html?returnurl=${q(payload)}`);
      await expect(page).toHaveTitle('lobby');
      expect(page.url(), payload).toBe(`${origin}/`);
    }
    // a plain lobby path is where it goes back to
    await page.evaluate(() => sessionStorage.setItem('return_page', '/providers/betsoft?page=2'));
    await page.goto('./game-exit.html');
    await expect(page).toHaveURL(`${origin}/providers/betsoft?page=2`);
    expectStayed(w);
  });
});
