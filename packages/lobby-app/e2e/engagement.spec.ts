import { expect, type Page, test } from '@playwright/test';
import { nearHomeSection } from './lobby.ts';

// the first paint of a page waits for the catalogue and a route chunk: give a busy machine room
const FIRST_PAINT = { timeout: 30_000 };

const tip = (page: Page) => page.locator('[data-slot="cashier-tooltip"]');

test.describe('home winners', () => {
  test('the tabs switch between recent and biggest winners, and Play Now beneath them opens a random game', async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    const winners = await nearHomeSection(page, 'winners');
    await expect(winners.getByRole('heading', { level: 2, name: 'Winners' })).toBeVisible(FIRST_PAINT);
    const recent = winners.getByRole('table', { name: 'Recent Winners' });
    await expect(recent).toBeVisible(FIRST_PAINT);
    await expect(recent.getByRole('columnheader')).toHaveText(['Game', 'Username', 'Time', 'Payout']);
    expect(await recent.locator('tbody tr:not([aria-hidden])').count()).toBeGreaterThan(4);
    await winners.getByRole('tab', { name: 'Biggest Winners' }).click();
    await expect(winners.getByRole('table', { name: 'Biggest Winners' })).toBeVisible();
    await expect(recent).toHaveCount(0);
    // the ticker never widens the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await expect(winners.getByRole('button', { name: 'Play Now' })).toHaveCount(0);
    await page.getByRole('region', { name: 'Random game' }).getByRole('button', { name: 'Play Now' }).click();
    await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  });

  test('fusion adds the Provider column', async ({ page }) => {
    await page.goto('./?demo_variant=fusion&demo_profile=vip');
    const table = (await nearHomeSection(page, 'winners')).getByRole('table', { name: 'Recent Winners' });
    await expect(table).toBeVisible(FIRST_PAINT);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Game',
      'Provider',
      'Username',
      'Time',
      'Payout',
    ]);
  });
});

test.describe('home sections far down the page', () => {
  test('ask for their code and data only as the player scrolls near them', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/[?&](winners|gameofthemonth)\b/.test(search) || /HomeWinners|HomeGameOfTheMonth/.test(pathname))
        asked.push(`${pathname.split('/').pop()}${search}`);
    });
    await page.goto('./?demo_profile=vip');
    const winners = page.locator('[data-section="winners"]');
    // in place, titled, and not busy: nothing is on its way
    await expect(winners).toHaveAttribute('data-waits-for', 'view', FIRST_PAINT);
    await expect(winners.getByRole('heading', { level: 2, name: 'Winners' })).toBeAttached();
    await expect(winners).not.toHaveAttribute('aria-busy', 'true');
    // the tournaments, near the top, have come in: the page's deferred work has run
    const tournaments = page.locator('[data-section="tournaments"]');
    await expect(tournaments).toBeAttached();
    await expect(tournaments.locator('[data-slot="skeleton"]')).toHaveCount(0, FIRST_PAINT);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await nearHomeSection(page, 'winners');
    await expect(winners.getByRole('table', { name: 'Recent Winners' })).toBeVisible(FIRST_PAINT);
    expect(asked).toEqual(expect.arrayContaining([expect.stringMatching(/^HomeWinners/), 'lobby?winners']));
  });
});

test.describe('game of the month', () => {
  for (const [casino, query] of [
    ['fusion', 'demo_variant=fusion'],
    ['RTG, where guests may play for free', 'demo_variant=rtg'],
  ] as const) {
    test(`a guest is asked to log in (${casino})`, async ({ page }) => {
      await page.goto(`./?${query}`);
      const month = await nearHomeSection(page, 'gameofthemonth');
      await expect(month.getByRole('heading', { level: 3, name: /: our pick of the month$/ })).toBeVisible(
        FIRST_PAINT,
      );
      await month.getByRole('button', { name: 'Spin it now', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
      await expect(page).not.toHaveURL(/\/(play|demo)\//);
    });
  }

  test("a player opens the game from the casino's call to action", async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    const month = await nearHomeSection(page, 'gameofthemonth');
    const play = month.getByRole('link', { name: 'Spin it now', exact: true });
    await expect(play).toHaveAttribute('href', /\/play\/[^/?]+$/, FIRST_PAINT);
    await play.click();
    await expect(page).toHaveURL(/\/play\/[^/?]+$/);
  });
});

test.describe('inbox', () => {
  test('lists the messages, opens one and lowers the unread count', async ({ page }) => {
    await page.goto('./dashboard/messagecenter?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(FIRST_PAINT);
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('button')).toHaveCount(7, FIRST_PAINT);
    await expect(page.locator('[data-slot="inbox-item"][data-read="false"]')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Inbox, 3 unread messages' })).toBeVisible();
    await list.getByRole('button', { name: /Welcome aboard!/ }).click();
    const message = page.getByRole('article', { name: 'Welcome aboard!' });
    await expect(message).toContainText('your account is ready');
    await expect(page.locator('[data-slot="inbox-item"][data-read="false"]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Inbox, 2 unread messages' })).toBeVisible();
  });

  test('a read stays read for the visit; the count is asked again after a read and every 15 minutes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('./dashboard/messagecenter?demo_profile=vip');
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('button')).toHaveCount(7, FIRST_PAINT);
    const inboxLink = (count: number) => page.getByRole('link', { name: `Inbox, ${count} unread messages` });
    await expect(inboxLink(3)).toBeVisible();
    const countAsked = () => page.waitForRequest((request) => request.url().includes('getunreadmessages'));

    const afterRead = countAsked();
    await list.getByRole('button', { name: /Welcome aboard!/ }).click();
    await afterRead;
    // the casino still counts the message as unread: the lobby leaves out the one read here
    await expect(inboxLink(2)).toBeVisible();

    await page.getByRole('link', { name: 'Lobby' }).first().click();
    await expect(page).not.toHaveURL(/messagecenter/);
    await inboxLink(2).click();
    await expect(list.getByRole('button')).toHaveCount(7, FIRST_PAINT);
    await expect(page.locator('[data-slot="inbox-item"][data-read="false"]')).toHaveCount(2);

    const afterCache = countAsked();
    await page.clock.fastForward('15:00');
    await afterCache;
    await expect(inboxLink(2)).toBeVisible();
  });

  test('a failed load says so and offers to try again', async ({ page }) => {
    await page.goto('./dashboard/messagecenter?demo_profile=vip&demo_fault=getmessages:500');
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your messages." });
    await expect(alert).toBeVisible(FIRST_PAINT);
    const asked = page.waitForRequest((request) => request.url().includes('getmessages'));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await asked;
    await expect(alert).toBeVisible();
  });

  test('a guest is asked to log in', async ({ page }) => {
    await page.goto('./dashboard/messagecenter');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(FIRST_PAINT);
    await expect(main.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
  });
});

test.describe('cashier tooltip', () => {
  test('a low balance shows it 3 s after load for 10 s, once per session', async ({ page }) => {
    // time stands still from the start and moves only when told to
    const start = Date.UTC(2026, 10, 20, 17, 0, 0);
    await page.clock.install({ time: start });
    // a margin: the clock runs in real time between the two calls, and a loaded machine can take a while
    await page.clock.pauseAt(start + 60_000);
    // the tip's code loads on its own once a player is known; it counts from when it is there
    const tipCode = page.waitForResponse((response) => response.url().includes('CashierTooltipHost'));
    await page.goto('./?demo_profile=low');
    const deposit = page
      .getByRole('navigation', { name: 'Quick access' })
      .getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeVisible(FIRST_PAINT);
    await tipCode;
    await page.waitForTimeout(500);
    await page.clock.runFor(2_800);
    await expect(tip(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toHaveText(/Running low\? Top up here and keep playing\./);
    const button = await deposit.boundingBox();
    const bubble = await tip(page).boundingBox();
    expect(bubble?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
    // 10 s after it showed it closes itself
    await page.clock.runFor(9_400);
    await expect(tip(page)).toBeVisible();
    await page.clock.runFor(600);
    await expect(tip(page)).toHaveCount(0);
    // the same session: not again
    await page.reload();
    await expect(deposit).toBeVisible(FIRST_PAINT);
    await page.clock.runFor(5_000);
    await expect(tip(page)).toHaveCount(0);
  });

  test('Escape and the close button put it away; a healthy balance never sees it', async ({ page }) => {
    await page.clock.install();
    await page.goto('./?demo_profile=low');
    await expect(tip(page)).toBeVisible(FIRST_PAINT);
    await page.keyboard.press('Escape');
    await expect(tip(page)).toHaveCount(0);

    const other = await page.context().newPage();
    await other.clock.install();
    await other.goto('./?demo_profile=low');
    await expect(tip(other)).toBeVisible(FIRST_PAINT);
    await tip(other).getByRole('button', { name: 'Close' }).click();
    await expect(tip(other)).toHaveCount(0);

    const vip = await page.context().newPage();
    await vip.goto('./?demo_profile=vip');
    await expect(vip.getByRole('button', { name: 'Deposit' }).first()).toBeVisible(FIRST_PAINT);
    await vip.waitForTimeout(4_000);
    await expect(tip(vip)).toHaveCount(0);
  });
});

test.describe("the casino's extras in the chrome", () => {
  test('the announcement banner shows above every lobby page until the guest puts it away', async ({
    page,
  }) => {
    await page.goto('./');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('Sign up for a 200% welcome bonus.', FIRST_PAINT);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible(FIRST_PAINT);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeFocused();
    // put away for the rest of the visit, on every page
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'All Games' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Games' })).toBeVisible(FIRST_PAINT);
    await expect(banner).toHaveCount(0);
  });

  test('a failed banner call shows no banner and no error', async ({ page }) => {
    await page.goto('./?demo_fault=stickybanner:500');
    await expect(page.getByRole('heading', { level: 2, name: 'New Games' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("the header shows the casino's widgets, and leaves out one whose call fails", async ({ page }) => {
    await page.goto('./?demo_fault=crewponwidget:network');
    const widgets = page.getByRole('list', { name: 'Casino widgets' });
    await expect(widgets).toContainText('Escape Pod: 3 bonus pods left today', FIRST_PAINT);
    await expect(widgets.locator('[data-widget="fortuneteller"]')).toHaveCount(1);
    await expect(widgets.locator('[data-widget="crewpon"]')).toHaveCount(0);
  });

  test("the Wpc2 and synth widgets run their own script and style in a sandboxed frame, in the lobby's theme", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 2200, height: 900 });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto('./?demo_widgets=scripted&demo_games=40');
    const widgets = page.getByRole('list', { name: 'Casino widgets' });
    await expect(widgets.getByRole('listitem')).toHaveCount(5, FIRST_PAINT);
    const wheel = widgets.locator('[data-widget="wpc2"] iframe');
    await expect(wheel).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(wheel).toHaveAccessibleName('Casino widget: wpc2');
    // the widget's script filled in its text from the data the lobby handed over, and its style applies
    const inside = wheel.contentFrame();
    await expect(inside.locator('#text')).toHaveText('Prize wheel: 25 free spins', FIRST_PAINT);
    await expect(inside.locator('.dial')).toHaveCSS('border-radius', '50%');
    const synth = widgets.locator('[data-widget="synth"] iframe').contentFrame();
    await expect(synth.locator('#count')).toHaveText('3');
    await expect(inside.locator('body')).toHaveAttribute('data-widget-ready', 'wpc2');
    // sealed off: no reach into the lobby's page or storage
    const frame = page.frames().find((f) => f.url().endsWith('/promo-frame.html') && f !== page.mainFrame());
    expect(frame).toBeDefined();
    const reach = await frame?.evaluate(() => {
      const tries: Record<string, string> = {};
      try {
        tries.parent = String(window.parent.document.title);
      } catch {
        tries.parent = 'blocked';
      }
      try {
        tries.storage = String(window.localStorage.length);
      } catch {
        tries.storage = 'blocked';
      }
      return tries;
    });
    expect(reach).toEqual({ parent: 'blocked', storage: 'blocked' });
    // the theme switch reaches the frames without reloading them
    const colourScheme = () => inside.locator('html').evaluate((html) => getComputedStyle(html).colorScheme);
    await expect.poll(colourScheme).toBe('light');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Dark' }).click();
    await expect.poll(colourScheme).toBe('dark');
    await expect(inside.locator('body')).toHaveAttribute('data-widget-ready', 'wpc2');
    expect(violations.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
  });

  test("a player's More menu links to the casino's refer-a-friend page", async ({ page }) => {
    await page.goto('./?demo_profile=vip');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'More' }).click();
    await expect(menu.getByRole('link', { name: 'Refer a Friend' })).toHaveAttribute(
      'href',
      '/dashboard/refer-a-friend',
      FIRST_PAINT,
    );
  });

  test("Live Support asks the site's chat widget to open (the demo casino answers with a notice)", async ({
    page,
  }) => {
    await page.goto('./?demo_profile=vip');
    await expect(page.getByRole('heading', { level: 2, name: 'New Games' })).toBeVisible(FIRST_PAINT);
    const asked = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => window.addEventListener('lobby:live-chat', () => resolve(true))),
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Live Support' })
      .click();
    expect(await asked).toBe(true);
    await expect(
      page.getByText("Demo casino: the casino's live chat would open here.").first(),
    ).toBeVisible();
  });
});
