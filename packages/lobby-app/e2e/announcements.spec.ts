import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { chooseGerman, holdClock, openQuickDeposit, startCryptoCountdown } from './lobby.ts';

/**
 * Status messages (WCAG 4.1.3): what a screen reader is told without the focus moving. The lobby says each
 * of them once, in its one live region (a polite status and an assertive region, outside every dialog), and
 * the notifications through their toast's own announcement. These tests read the accessibility tree: the
 * region's role-and-name snapshot, and the flow's dialog or landmark around it. A snapshot shows what is
 * there, not how often it arrived, so each page also keeps a log of every text that entered a live region
 * (what assistive tech is sent), to count that a message came exactly once and that ticking seconds never
 * came at all.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

interface Heard {
  politeness: string;
  text: string;
}

/** Starts the log of texts entering live regions; it outlives a navigation of the page. */
async function listen(page: Page): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeFunction('__heard', (politeness: string, text: string) =>
    heard.push({ politeness, text }),
  );
  await page.addInitScript(() => {
    const tell = (window as unknown as { __heard: (politeness: string, text: string) => void }).__heard;
    // the live region a node is in, as assistive tech decides it: the nearest aria-live, or a live role
    const regionOf = (node: Node): string | null => {
      for (let at = node instanceof Element ? node : node.parentElement; at; at = at.parentElement) {
        const live = at.getAttribute('aria-live');
        if (live === 'off') return null;
        if (live === 'polite' || live === 'assertive') return live;
        const role = at.getAttribute('role');
        if (role === 'alert') return 'assertive';
        if (role === 'status' || role === 'log') return 'polite';
      }
      return null;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const politeness = regionOf(node);
          const text = node.textContent?.trim();
          if (politeness && text) tell(politeness, text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return heard;
}

/** How many times a message entered a live region. */
const times = (heard: Heard[], message: string | RegExp) =>
  heard.filter(({ text }) => (typeof message === 'string' ? text.includes(message) : message.test(text)))
    .length;

/** The lobby's live region: a polite status, and an assertive region beside it (no role, only aria-live). */
const region = (page: Page): Locator => page.locator('[data-slot="live-region"]');

/** How many lines of the live region's snapshot say `message` (each announcement is a line of its own). */
async function linesSaying(page: Page, message: string | RegExp): Promise<number> {
  const lines = (await region(page).ariaSnapshot()).split('\n');
  return lines.filter((line) => (typeof message === 'string' ? line.includes(message) : message.test(line)))
    .length;
}

/** Waits until `message` was announced, then checks it was exactly once, in the tree and in the log. */
async function saidOnce(page: Page, heard: Heard[], message: string | RegExp, politeness = 'polite') {
  await expect.poll(() => times(heard, message)).toBeGreaterThan(0);
  // a repeat would come within moments: give it the time
  await page.waitForTimeout(1_500);
  expect(times(heard, message), JSON.stringify(heard)).toBe(1);
  expect(
    heard.find(({ text }) => (typeof message === 'string' ? text.includes(message) : message.test(text))),
  ).toMatchObject({ politeness });
}

test.describe('announcements', () => {
  test('search tells the count once the typing settles, not per keystroke, and that nothing was found', async ({
    page,
  }) => {
    const heard = await listen(page);
    await page.clock.install();
    await page.goto('./?search');
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Search games":
        - searchbox "Game name"
    `);
    const box = dialog.getByRole('searchbox', { name: 'Game name' });
    // typed key by key while the page's clock stands still, so no key waits out the 300 ms debounce however
    // busy the machine is; then the typing rests: one search, one count
    await holdClock(page);
    await box.pressSequentially('dragon', { delay: 60 });
    expect(times(heard, /found/)).toBe(0);
    await page.clock.runFor(400);
    await page.clock.resume();
    await expect(dialog.getByRole('list', { name: 'Search results' })).toBeVisible();
    const found = /^\d+ games? found$/;
    await saidOnce(page, heard, found);
    expect(times(heard, /games? found/)).toBe(1);
    // the region stays heard while the modal hides the page, and holds the count once
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: /\\d+ games? found/
    `);
    expect(await linesSaying(page, /games? found/)).toBe(1);
    // the spoken count is the number of tiles shown
    const tiles = await dialog.getByRole('list', { name: 'Search results' }).getByRole('listitem').count();
    expect(heard.find(({ text }) => found.test(text))?.text).toBe(
      `${tiles} game${tiles === 1 ? '' : 's'} found`,
    );

    await box.fill('');
    await box.pressSequentially('zzzqqq', { delay: 60 });
    await expect(dialog.getByText('No results found. Maybe try a different keyword?')).toBeVisible();
    await saidOnce(page, heard, 'No results found. Maybe try a different keyword?');
    expect(await linesSaying(page, 'No results found. Maybe try a different keyword?')).toBe(1);
  });

  test('in German the search count and the no-results message are read in German', async ({ page }) => {
    const heard = await listen(page);
    await page.goto('./');
    await chooseGerman(page);
    await page.getByRole('button', { name: 'Spiele suchen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spiele suchen' });
    await dialog.getByRole('searchbox').pressSequentially('dragon', { delay: 60 });
    await saidOnce(page, heard, /^\d+ Spiele? gefunden$/);
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: /\\d+ Spiele? gefunden/
    `);
    await dialog.getByRole('searchbox').fill('zzzqqq');
    await saidOnce(page, heard, 'Keine Ergebnisse gefunden. Vielleicht mit einem anderen Suchbegriff?');
    expect(times(heard, /games? found|No results/)).toBe(0);
  });

  test('a favourite added is announced once by its notification', async ({ page }) => {
    const heard = await listen(page);
    await page.goto('./category/online-slots?demo_profile=new');
    const add = page.getByRole('button', { name: /^Favourite /, pressed: false }).first();
    await expect(add).toBeVisible();
    await add.click();
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    // the toast itself is not live (it would be read again with every change): only its announcement is
    await expect(notifications).toMatchAriaSnapshot(`
      - region /Notifications/:
        - list:
          - listitem:
            - text: /was added to your favorites/
            - button "Dismiss"
    `);
    await saidOnce(page, heard, 'was added to your favorites');
  });

  for (const [kind, before, message] of [
    ['win', '10', 'Nice win! Your balance went up by $15.00.'],
    ['lose', '40', 'Your balance went down by $15.00. Good luck next time!'],
  ] as const) {
    test(`back from a game, the ${kind} notice is announced once`, async ({ page }) => {
      const heard = await listen(page);
      await page.goto('./?demo_profile=new');
      const bar = page.getByRole('navigation', { name: /quick access/i });
      await expect(bar).toContainText('$25.00');
      // the balance noted as the game started, then the game's exit page reloads the lobby
      await page.evaluate((balance) => sessionStorage.setItem('game_start_balance', balance), before);
      await page.reload();
      await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(message);
      await saidOnce(page, heard, message);
    });
  }

  test('back from a game under the low-balance mark, the low balance notice is announced once', async ({
    page,
  }) => {
    const heard = await listen(page);
    await page.goto('./?demo_profile=low');
    const bar = page.getByRole('navigation', { name: /quick access/i });
    await expect(bar).toContainText('$3.20');
    // the game started and ended at the same balance: no win or loss to tell, only that it is low (§9: under 5)
    await page.evaluate(() => sessionStorage.setItem('game_start_balance', '3.20'));
    await page.reload();
    const message = 'Your balance is under $5. Top up to keep playing.';
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(message);
    // the one notice that asks the player to act: it may interrupt (a foreground toast)
    await saidOnce(page, heard, message, 'assertive');
    expect(times(heard, /Nice win|went down/)).toBe(0);
  });

  test('a deposit, a refused deposit and a coupon are each read out once, failures assertively', async ({
    page,
  }) => {
    const heard = await listen(page);
    await openQuickDeposit(page, 'demo_profile=sportsbook');
    const bar = page.getByRole('navigation', { name: /quick access/i });
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });

    // the coupon first, while the form shows
    await dialog.getByRole('button', { name: 'Get 50%' }).click();
    await dialog
      .getByRole('group', { name: 'Confirm the coupon' })
      .getByRole('button', { name: 'Redeem' })
      .click();
    await expect(
      dialog.getByRole('group', { name: 'Coupon RELOAD50 has been successfully redeemed!' }),
    ).toBeVisible();
    await saidOnce(page, heard, 'Coupon RELOAD50 has been successfully redeemed!');

    await dialog.getByRole('spinbutton').fill('40');
    await dialog.getByRole('button', { name: 'Deposit $40' }).click();
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Quick deposit":
        - group "Deposit of $40 was added to your wallet"
    `);
    await saidOnce(page, heard, 'Deposit of $40 was added to your wallet');
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: Coupon RELOAD50 has been successfully redeemed!
        - paragraph: Deposit of $40 was added to your wallet
    `);

    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await bar.getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByRole('spinbutton').fill('99');
    await dialog.getByRole('button', { name: 'Deposit $99' }).click();
    await expect(dialog.getByRole('group', { name: 'Your deposit could not be confirmed' })).toBeVisible();
    await saidOnce(page, heard, 'Your deposit could not be confirmed', 'assertive');
    // the assertive region has no role of its own: its lines show beside the status
    await expect(region(page).locator('[aria-live="assertive"]')).toMatchAriaSnapshot(`
      - paragraph: Your deposit could not be confirmed
    `);
  });

  test('the crypto countdown is not read second by second; its end is read once', async ({ page }) => {
    test.slow();
    const heard = await listen(page);
    // the crypto page is not part of the lobby: its post is held back, so the page stays to be read
    await page.addInitScript(() => {
      const submit = HTMLFormElement.prototype.submit;
      HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
        if (this.action.includes('deposit-cryptocurrency')) this.dataset.held = 'true';
        else submit.call(this);
      };
    });
    const { timer } = await startCryptoCountdown(page);
    await saidOnce(page, heard, /^Your deposit could not be processed\. /, 'assertive');
    // three seconds of ticking: the timer's text changes, the live region does not
    const samples: string[] = [];
    const seconds: string[] = [];
    for (let i = 0; i < 4; i++) {
      samples.push(await region(page).ariaSnapshot());
      seconds.push((await timer.textContent()) ?? '');
      if (i < 3) await page.waitForTimeout(1_000);
    }
    expect(new Set(seconds).size).toBeGreaterThan(1);
    expect(new Set(samples).size).toBe(1);
    expect(heard.filter(({ text }) => /^\d+$/.test(text))).toEqual([]);
    await saidOnce(page, heard, 'Taking you to the Bitcoin deposit page…');
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: Taking you to the Bitcoin deposit page…
    `);
  });

  test('a tournament clock is silent while it ticks and says once that time is over', async ({ page }) => {
    test.slow();
    const heard = await listen(page);
    await page.clock.install();
    const requested = Date.now();
    // the demo casino's Midnight Reel Rally ends three hours after the list was asked for
    await page.goto('./tournaments?demo_variant=fusion&demo_profile=vip');
    const card = page.locator('[data-slot="tournament-card"]', { hasText: 'Midnight Reel Rally' });
    await expect(card.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - region "Tournaments":
          - heading "Tournaments" [level=1]
    `);
    // to a few seconds before the end, then let the page's clock run second by second
    await page.clock.pauseAt(requested + 3 * 60 * 60 * 1000 - 3_000);
    const before = await region(page).ariaSnapshot();
    await page.clock.runFor(2_000);
    expect(await region(page).ariaSnapshot()).toBe(before);
    await page.clock.runFor(30_000);
    await saidOnce(page, heard, 'Time is over: the tournament Midnight Reel Rally has ended.');
    await page.clock.runFor(5_000);
    expect(times(heard, 'Midnight Reel Rally')).toBe(1);
    // no second, minute or hour of any clock on the page ever entered a live region
    expect(heard.filter(({ text }) => /\bseconds?\b|\d{2}:\d{2}/.test(text))).toEqual([]);
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: "Time is over: the tournament Midnight Reel Rally has ended."
    `);
  });

  test('the wheel of daily free spins reads its result once', async ({ page }) => {
    const heard = await listen(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // the once-a-day popup counts as shown: the test opens the modal from the home page
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await page.addInitScript((day) => localStorage.setItem('dfs_popup_day', day), today);
    await page.goto('./?demo_profile=vip&demo_dfs=allowed');
    await page.getByRole('button', { name: 'Daily free spins' }).click();
    const box = page.getByRole('dialog', { name: 'Daily free spins' });
    await box.getByRole('checkbox').check();
    await box.getByRole('button', { name: 'Spin the wheel' }).click();
    const won = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(won.getByRole('group', { name: 'Your prize' })).toContainText(/You won \d+ free spins!/);
    await saidOnce(page, heard, /^You won \d+ free spins!/);
    await expect(region(page)).toMatchAriaSnapshot(`
      - status:
        - paragraph: /You won \\d+ free spins!/
    `);
  });
});
