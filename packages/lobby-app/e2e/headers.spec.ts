import { expect, type Page, test } from '@playwright/test';
import { kindOf, responseHeaders } from '../scripts/headers.mjs';

// Every response of the build carries the headers scripts/headers.mjs gives its kind, whichever server sends
// them: the bundled server here, nginx with the build's generated configuration in the nginx suite.

/** The headers scripts/headers.mjs gives each kind of response, for the build's own env.json at this address. */
async function generatedHeaders(page: Page, baseURL: string | undefined) {
  const lobbyUrl = baseURL ?? '';
  const env: unknown = await (await page.request.get('./env.json')).json();
  return { lobbyUrl, expected: responseHeaders({ env, lobbyUrl, https: lobbyUrl.startsWith('https:') }) };
}

test('every kind of response carries its security headers, exactly as generated', async ({
  page,
  baseURL,
}) => {
  const { expected } = await generatedHeaders(page, baseURL);
  const index = await (await page.request.get('./')).text();
  const asset = /src="\.\/(assets\/[^"]+\.js)"/.exec(index)?.[1];
  expect(asset, 'the entry script of index.html').toBeTruthy();
  const paths: [string, keyof typeof expected][] = [
    ['', 'page'],
    ['category/slots', 'page'],
    ['promotions', 'page'],
    ['game-exit.html', 'page'],
    ['promo-frame.html', 'promoFrame'],
    [asset ?? '', 'asset'],
    ['env.json', 'file'],
    ['sw.js', 'file'],
    ['manifest.webmanifest', 'file'],
  ];
  for (const [path, kind] of paths) {
    // a route of the app is served index.html, with the page's headers
    expect(kindOf(path.includes('.') ? path : 'index.html')).toBe(kind);
    const response = await page.request.get(`./${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected[kind])) {
      expect(headers[name.toLowerCase()], `${name} of /${path}`).toBe(value);
    }
    if (kind !== 'promoFrame' && kind !== 'page') {
      expect(headers['content-security-policy'], `no page policy on /${path}`).toBeUndefined();
    }
  }
  const missing = await page.request.get('./assets/not-there.js');
  expect(missing.status()).toBe(404);
});

test('index.html carries the script rules itself, for a host that sends no headers', async ({ page }) => {
  await page.goto('./');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toMatch(/^script-src 'self'/);
  expect(meta).toContain("require-trusted-types-for 'script'");
  expect(meta).toContain("object-src 'none'");
  // a meta tag cannot carry frame-ancestors; the header does
  expect(meta).not.toContain('frame-ancestors');
});

test('every response of the lobby’s own files on a visit carries the common headers', async ({
  page,
  baseURL,
}) => {
  const { lobbyUrl, expected } = await generatedHeaders(page, baseURL);
  const common = expected.file;
  const checked: string[] = [];
  const missing: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // the lobby's own files: not the casino's calls, pictures and translations, which its backend answers
    if (
      url.origin !== new URL(lobbyUrl).origin ||
      /^\/(casino-api|casino-assets|app\/shared)\//.test(url.pathname)
    )
      return;
    if (response.status() === 304) return;
    checked.push(url.pathname);
    const headers = response.headers();
    for (const name of [
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]) {
      if (headers[name.toLowerCase()] !== common[name]) missing.push(`${url.pathname}: ${name}`);
    }
  });
  await page.goto('./');
  await expect(page.locator('[data-slot="game-tile"]').first()).toBeVisible();
  await page.goto('./promotions');
  await expect(page.locator('[data-slot="promo-card"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checked.length).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
