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
 * Waits until the browser has made the demo casino's worker redundant, then stops it. A page that
 * unregistered the worker no longer lists it in `getRegistrations`, but the browser keeps it while a page
 * uses it; and the page may have registered the lobby's own worker for the same scope, which replaces it. A
 * redundant worker still running may answer a request until the browser stops it, which it does by itself
 * after about half a minute idle; DevTools' stop does that now.
 */
async function dropDemoWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    // what the browser last reported of each registration and each version, by id
    const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
    const versions = new Map<
      string,
      { registrationId: string; scriptURL: string; status: string; runningStatus: string; clients: number }
    >();
    // the browser reports what it holds once the domain is on: until then nothing is known
    let reported = false;
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      reported = true;
      for (const { registrationId, scopeURL, isDeleted } of event.registrations)
        registrations.set(registrationId, { scopeURL, isDeleted });
    });
    cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
      for (const version of event.versions)
        versions.set(version.versionId, {
          registrationId: version.registrationId,
          scriptURL: version.scriptURL,
          status: version.status,
          runningStatus: version.runningStatus,
          clients: version.controlledClients?.length ?? 0,
        });
    });
    await cdp.send('ServiceWorker.enable');
    // a version is redundant once its registration is gone or another version has replaced it (the lobby's
    // own worker, which the page registers for the same scope once it may): either way it controls no page
    // and no new page will be given to it
    const demoGone = () =>
      reported &&
      // every registration still held has had its versions reported
      [...registrations]
        .filter(([, registration]) => !registration.isDeleted)
        .every(([id]) => [...versions.values()].some((version) => version.registrationId === id)) &&
      [...versions.values()]
        .filter((version) => version.scriptURL.endsWith('/demo-casino-worker.js'))
        .every((version) => version.status === 'redundant');
    const deadline = Date.now() + 15_000;
    while (!demoGone()) {
      if (Date.now() > deadline)
        throw new Error(
          `the demo worker was not made redundant within 15 s; it reported ${JSON.stringify({
            registrations: Object.fromEntries(registrations),
            versions: Object.fromEntries(versions),
          })}`,
        );
      await page.waitForTimeout(100);
    }
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
    // once this page, which the worker still controls, is closed (a page navigated away can stay in the
    // back/forward cache, still counted as the worker's) and the worker is gone from the browser.
    const next = await context.newPage();
    await page.close();
    await dropDemoWorker(context, next);
    await next.goto('./');
    await expect(
      next.getByText("We can't reach the casino right now").or(next.getByText("You're offline:")),
    ).toBeVisible();
    // the lobby's own worker is left to register
    await expect.poll(() => workers(next)).toEqual([expect.stringMatching(/\/sw\.js$/)]);
  });
});
