import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseGerman } from './lobby.ts';

/** Opens the home page and shows the theme and language settings: on a phone they sit in the menu. */
async function openHomeSettings(page: Page) {
  await page.goto('./');
  // the lobby closes the side panel when the home page opens, so wait for it before opening the menu
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (test.info().project.name === 'mobile') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /settings/i })
      .click();
  }
}

/** Runs `steps` on a page of a browser context with scripts turned off. */
async function withoutScripts(browser: Browser, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await steps(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The loading indicator, on screen and a screen high, so the page under it does not jump when the lobby replaces it. */
async function indicatorShown(page: Page): Promise<Locator> {
  const shell = page.locator('[data-slot="boot-shell"]');
  await expect(shell.locator('svg')).toBeVisible();
  const box = await shell.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0);
  return shell;
}

test.describe('boot', () => {
  test('paints a loading indicator from the page itself, before any script runs', async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(baseURL ?? '/');
      await indicatorShown(page);
    });
  });

  test('paints the loading indicator while the stylesheet is still on its way', async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, async (page) => {
      // the stylesheet never arrives
      await page.route(/\.css$/, () => undefined);
      await page.goto(baseURL ?? '/', { waitUntil: 'commit' });
      const shell = await indicatorShown(page);
      // by its own rules: in the page colour, the spinner 2.5rem across
      await expect(shell).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(shell.locator('svg')).toHaveCSS('width', '40px');
    });
  });

  test('the lobby draws nothing unstyled: its code waits for a slow stylesheet', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./', { waitUntil: 'commit' });
    const shell = page.locator('[data-slot="boot-shell"]');
    await expect(shell.locator('svg')).toBeVisible();
    // long enough for the lobby to have drawn its home page, had it not waited
    await page.waitForTimeout(1_500);
    await expect(shell).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(shell).toHaveCount(0);
  });

  test('the lobby replaces the loading indicator when it renders', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-slot="boot-shell"]')).toHaveCount(0);
  });

  test('shows the lobby with a heading and applies the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('keeps the chosen theme across visits in a 365-day cookie', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHomeSettings(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const cookie = (await context.cookies()).find((c) => c.name === 'theme');
    expect(cookie?.value).toBe('dark');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('switches language, translates the page and remembers it', async ({ page }) => {
    await openHomeSettings(page);
    await chooseGerman(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Spiele suchen' })).toBeVisible();
  });

  test('applies the brand of the casino', async ({ page }) => {
    await page.goto('./?demo_casino=14');
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'c14');
  });
});
