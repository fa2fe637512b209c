import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** Sets the platform's login and logout pages in the served env.json (paths resolve under the base location). */
async function withPlatformPages(context: BrowserContext) {
  await context.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), loginPage: 'platform/login?site=4', logoutPage: 'platform/logout' },
    });
  });
}

/** The next page the browser opens whose address contains `part`. */
const navigationTo = (page: Page, part: string) =>
  page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes(part));

// a test ends on its way to a platform page, which the bundled server answers with the lobby again: that
// lobby's env.json request may still be in the route when the test is over
test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe("the platform's login and logout pages", () => {
  test('Log In opens the configured login page with the validated return path', async ({ page, context }) => {
    await withPlatformPages(context);
    await page.goto('./favorites');
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    const logIn = dialog.getByRole('link', { name: 'Log In' });
    await expect(logIn).toBeVisible();
    // the platform's page replaces the demo casino's own sign-in
    await expect(dialog.getByRole('button', { name: 'New player' })).toHaveCount(0);
    const opened = navigationTo(page, '/platform/login');
    await logIn.click();
    const url = new URL((await opened).url());
    expect(url.pathname).toBe('/platform/login');
    expect(url.searchParams.get('site')).toBe('4');
    expect(url.searchParams.get('returnurl')).toBe('/favorites');
  });

  test('Log Out opens the configured logout page', async ({ page, context }) => {
    await withPlatformPages(context);
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const opened = navigationTo(page, '/platform/logout');
    await page.getByRole('button', { name: 'Log Out' }).click();
    expect(new URL((await opened).url()).pathname).toBe('/platform/logout');
  });
});

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

test.describe('the lobby under a base location', () => {
  const BASE = '/casino/';
  let server: ChildProcess | null = null;
  let origin = '';

  test.beforeAll(async () => {
    const testInfo = test.info();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(testInfo.project.testDir, '..', 'scripts', 'serve.mjs')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BASE_PATH: BASE },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = server;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server under /casino/ did not start')), 20_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.on('exit', (code) => reject(new Error(`the server under /casino/ stopped (${code})`)));
    });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('routes, the login return path and the platform pages stay under it', async ({ page, context }) => {
    await withPlatformPages(context);
    await page.goto(`${origin}${BASE}favorites`);
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toBeVisible();
    // the guest is sent to the lobby's home page, under the base location
    await expect(page).toHaveURL(`${origin}${BASE}`);
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `${origin}${BASE}platform/login?site=4&returnurl=${encodeURIComponent(`${BASE}favorites`)}`,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'All Games' }).first().click();
    await expect(page).toHaveURL(`${origin}${BASE}all-games`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Games' })).toBeVisible();
  });

  test("the demo casino's sign-in returns to the page asked for, under it", async ({ page }) => {
    await page.goto(`${origin}${BASE}favorites`);
    await page
      .getByRole('dialog', { name: 'Log in to continue' })
      .getByRole('button', { name: 'New player' })
      .click();
    await expect(page).toHaveURL(`${origin}${BASE}favorites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  });
});
