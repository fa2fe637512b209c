import { expect, type Page, test } from '@playwright/test';

/** Waits until the catalogue has been written to the browser database. */
async function catalogueCached(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('casino-lobby');
              // a look must neither create the database before the lobby does nor hold it open: either
              // would block the lobby's own upgrade of it
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(0);
              open.onsuccess = () => {
                const db = open.result;
                const done = (n: number) => {
                  db.close();
                  resolve(n);
                };
                if (!db.objectStoreNames.contains('catalogue')) return done(0);
                const count = db.transaction('catalogue').objectStore('catalogue').count();
                count.onsuccess = () => done(count.result);
                count.onerror = () => done(0);
              };
            }),
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

test.describe('start-up when the network fails', () => {
  test('starts from the cached catalogue and says it is offline', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await catalogueCached(page);

    await page.goto('./?demo_fault=getconfig:network,getgames:network');
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with nothing cached it explains the failure and offers a retry', async ({ page }) => {
    await page.goto('./?demo_fault=getconfig:500');
    await expect(page.getByRole('alert')).toContainText("We can't reach the casino right now");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
