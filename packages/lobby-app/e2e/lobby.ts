import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers the lobby's browser tests share. */

/**
 * Resolves once the page has run what its timers just set off, the renders React queued for it included: a
 * message through a fresh channel comes after them. It waits for no frame, so it works with Playwright's
 * clock paused too.
 */
export async function queuedWorkDone(page: Page, frames = 0): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        const frame = (left: number) => (left > 0 ? requestAnimationFrame(() => frame(left - 1)) : resolve());
        channel.port1.onmessage = () => frame(count);
        channel.port2.postMessage(null);
      }),
    frames,
  );
}

/**
 * Resolves once the page has run what its timers just set off and drawn the result: the queued work, then two
 * animation frames. With Playwright's clock installed it needs the clock running (a paused clock draws no
 * frames).
 */
export async function rendered(page: Page): Promise<void> {
  await queuedWorkDone(page, 2);
}

/**
 * Resolves once the page's DOM has stayed the same over `hops` queued tasks in a row: whatever was set off
 * (React's renders run in queued tasks of their own, each posted before the next of these) has been drawn
 * into the DOM. Works with a paused clock, which runs no timers and draws no frames. Gives up waiting after
 * a few thousand tasks, for a page that never stops changing.
 */
export async function domSettled(page: Page, hops = 10): Promise<void> {
  await page.evaluate(
    (quietHops) =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let left = 5_000;
        const changes = new MutationObserver(() => {
          quiet = 0;
        });
        changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          quiet += 1;
          left -= 1;
          if (quiet < quietHops && left > 0) {
            channel.port2.postMessage(null);
            return;
          }
          changes.disconnect();
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
    hops,
  );
}

/**
 * Holds the page's installed clock so that only the test moves it on. It pauses a few seconds past the page's
 * time, which a busy machine's round trip cannot overtake (a time already past is refused), and returns once
 * what the jump set off has run and is in the DOM, so the page reads as it stands at the pause.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await domSettled(page);
}

/** Moves the page's installed clock on by `ms`, then waits until what that set off has rendered. */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await rendered(page);
}

/**
 * A section of the home page, scrolled into view once it is there. The sections with code and calls of their
 * own (tournaments, promotions, winners, the game of the month) load only when the player comes within a
 * screen of them, as a player scrolling down the page does.
 */
export async function nearHomeSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`[data-section="${id}"]`);
  await section.scrollIntoViewIfNeeded({ timeout: 30_000 });
  return section;
}

/** Switches the lobby to German from the language menu, closes the menu and checks the page reads German. */
export async function chooseGerman(page: Page) {
  await page
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Spiele suchen' })).toBeVisible();
}

/** Opens the lobby as a demo player and the quick-deposit modal from the quick-access bar. */
export async function openQuickDeposit(page: Page, switches: string) {
  await page.goto(`./?${switches}`);
  const bar = page.getByRole('navigation', { name: /quick access/i });
  await bar.getByRole('button', { name: 'Deposit' }).click();
}

/**
 * As the demo player with a pending withdrawal and a crypto alternative: skips to the deposit form and
 * deposits the amount the demo card refuses, which starts the countdown to the crypto deposit page. Gives
 * back the dialog and its timer.
 */
export async function startCryptoCountdown(page: Page): Promise<{ dialog: Locator; timer: Locator }> {
  await openQuickDeposit(page, 'demo_profile=low');
  await page
    .getByRole('dialog', { name: 'Pending withdrawal' })
    .getByRole('button', { name: 'Skip to deposit' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
  await dialog.getByRole('spinbutton').fill('113');
  await dialog.getByRole('button', { name: 'Deposit $113' }).click();
  const timer = dialog.getByRole('timer', { name: 'Seconds left' });
  await expect(timer).toBeVisible();
  return { dialog, timer };
}

/**
 * Scrolls a category's windowed, paged list until a locked game is on screen; gives back its lock button. In
 * the demo casino about one slot in sixty is locked, the first in a page of the list that comes after a few
 * pages have loaded. Each step moves less than the screen and the rows the grid draws beyond it, so no row is
 * skipped, and waits until the page has drawn it (and a page that is loading has come in), not for a fixed
 * time. A list that shows no locked game within 40 s fails the test with how far it got, where a count of
 * steps ran out unseen on a busy machine and left the click to wait out the test's time.
 */
export async function scrollToLockedGame(page: Page): Promise<Locator> {
  const locked = page.locator('[data-slot="game-tile"][data-locked] button[aria-haspopup="dialog"]').first();
  const footer = page.locator('[data-slot="game-grid-footer"]');
  const deadline = Date.now() + 40_000;
  while ((await locked.count()) === 0) {
    if (Date.now() > deadline) {
      const got = await page.evaluate(() => ({
        scrolled: Math.round(scrollY),
        lastShown: document
          .querySelector('[data-slot="game-grid"] li:last-child')
          ?.getAttribute('aria-posinset'),
        footer: document.querySelector('[data-slot="game-grid-footer"]')?.getAttribute('data-state'),
      }));
      throw new Error(`no locked game came on screen in 40 s of scrolling: ${JSON.stringify(got)}`);
    }
    await page.mouse.wheel(0, 1200);
    await rendered(page);
    if ((await footer.getAttribute('data-state')) === 'loading')
      await expect(footer).not.toHaveAttribute('data-state', 'loading', { timeout: 20_000 });
  }
  return locked;
}

/** The text of an element, failing the test when it has none (a name the next steps look for by). */
export async function textOf(locator: Locator): Promise<string> {
  const text = await locator.textContent();
  if (!text) throw new Error(`${locator} has no text`);
  return text;
}

/**
 * The stored catalogue's summary record (state/catalogue-cache.ts): when it was saved and how many games it
 * counts (0 and -1 when a field is unreadable), or null when there is none or no database.
 */
export function storedCatalogueSummary(page: Page): Promise<{ savedAt: number; games: number } | null> {
  return page.evaluate(
    () =>
      new Promise<{ savedAt: number; games: number } | null>((resolve) => {
        try {
          const open = indexedDB.open('casino-lobby');
          // a look must neither create the database before the lobby does nor hold it open: either would
          // block the lobby's own upgrade of it
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const db = open.result;
            const done = (summary: { savedAt: number; games: number } | null) => {
              db.close();
              resolve(summary);
            };
            if (!db.objectStoreNames.contains('catalogue')) return done(null);
            const read = db.transaction('catalogue').objectStore('catalogue').get('catalogue');
            read.onsuccess = () => {
              const found = read.result as { savedAt?: unknown; games?: unknown } | undefined;
              if (!found) return done(null);
              done({
                savedAt: Number(found.savedAt) || 0,
                games: typeof found.games === 'number' ? found.games : -1,
              });
            };
            read.onerror = () => done(null);
          };
        } catch {
          resolve(null);
        }
      }),
  );
}
