import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** The env.json template the operator's build ships (public/env.json), to serve in its place. */
const template = () =>
  JSON.parse(readFileSync(join(test.info().project.testDir, '..', 'public', 'env.json'), 'utf8')) as Record<
    string,
    unknown
  >;

/** Serves env.json changed by `change` instead of the demo build's. */
async function serveEnv(
  context: BrowserContext,
  change: (env: Record<string, unknown>) => Record<string, unknown>,
) {
  await context.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  });
}

/** The script URLs of the service workers registered for the page's origin. */
const workers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) =>
        (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
    ),
  );

/**
 * Waits until the browser has deleted the demo casino's worker registration (a page that unregistered it no
 * longer lists it in `getRegistrations`, but the browser keeps it while a page uses it), then stops the
 * worker, which the browser would do by itself once it has been idle for about half a minute: until then
 * it may still answer requests.
 */
async function dropDemoWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    const demo = new Set<string>();
    const deleted = new Set<string>();
    // the browser reports what it holds once the domain is on: until then nothing is known
    let reported = false;
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      reported = true;
      for (const registration of registrations)
        if (registration.isDeleted) deleted.add(registration.registrationId);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.scriptURL.endsWith('/demo-casino-worker.js')) demo.add(version.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => reported && [...demo].every((registration) => deleted.has(registration)), {
        timeout: 15_000,
      })
      .toBe(true);
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach();
  }
}

test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('a deployment', () => {
  test('on the env.json template, says which field the operator must set instead of starting', async ({
    page,
    context,
  }) => {
    await serveEnv(context, () => template());
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'This lobby is not set up yet' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      "env.json: `endpoint` is not set — set it to your casino's controller URL",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('with "demo": false removes the demo casino worker an earlier demo left on the origin', async ({
    page,
    context,
  }) => {
    // the demo build registers its casino's worker
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect((await workers(page)).some((script) => script.endsWith('/demo-casino-worker.js'))).toBe(true);

    // the same origin now deploys a lobby without the demo casino; the worker still controls this load, and
    // is gone for the next. The lobby's own worker, which it registers on a local host like this one, is kept
    // from loading meanwhile: registered for the same scope it would replace the demo's by itself.
    await serveEnv(context, (env) => ({ ...env, demo: false }));
    await context.route('**/sw.js', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect
      .poll(() => workers(page))
      .not.toContainEqual(expect.stringMatching(/\/demo-casino-worker\.js$/));
    await context.unroute('**/sw.js');
    // and the next visit has no demo casino to answer: the casino env.json names cannot be reached here, so
    // the lobby says so (or starts offline, when the demo visit had stored its games). The next visit comes
    // once this page, which the worker still controls, has left and the worker is gone from the browser.
    await page.goto('about:blank');
    await dropDemoWorker(context, page);
    await page.goto('./');
    await expect(
      page.getByText("We can't reach the casino right now").or(page.getByText("You're offline:")),
    ).toBeVisible();
    // the lobby's own worker is left to register
    await expect.poll(() => workers(page)).toEqual([expect.stringMatching(/\/sw\.js$/)]);
  });
});
