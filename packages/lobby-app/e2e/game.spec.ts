import { expect, type Page, type Request, test } from '@playwright/test';
import { rendered } from './lobby.ts';

// Games of the demo casino's default catalogue (seeded, so the same names every run).
const GAME = { shortname: 'hidden-buffalo-2', name: 'Hidden Buffalo 2' };
const MOBILE_ONLY = 'shining-sevens-hold-and-win';
const SYNTH = 'thunder-fruits-2';

function gameFrame(page: Page, name: string) {
  return page.locator(`iframe[title="${name}"]`);
}

async function openLobbyPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Ends the player's session in the demo casino behind the lobby's back, as a platform's timeout would. */
async function endSessionOnServer(page: Page) {
  const reply = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        const tab = sessionStorage.getItem('demo-casino.tab');
        navigator.serviceWorker.controller?.postMessage(
          { type: 'lobby-demo-casino', message: { kind: 'logout', tab } },
          [channel.port2],
        );
      }),
  );
  expect(reply).toMatchObject({ ok: true, settings: { profile: 'guest' } });
}

const isBalanceCall = (request: Request) => new URL(request.url()).searchParams.has('getBalance');

/** A player opens a real-money game from a category and goes back; gives the balance calls made meanwhile. */
async function playAndGoBack(page: Page): Promise<string[]> {
  await openLobbyPage(page, './category/online-slots?demo_profile=vip');
  await page.goto(`./play/${GAME.shortname}`);
  await expect(gameFrame(page, GAME.name)).toHaveAttribute('src', /token=/);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isBalanceCall(request)) calls.push(request.url());
  });
  await page.getByRole('link', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/category\/online-slots$/);
  return calls;
}

test.describe('the game page', () => {
  test('a player plays for real money: token, language and exit page in the URL, loader tip, recent games, back', async ({
    page,
  }) => {
    await openLobbyPage(page, './category/online-slots?demo_profile=vip');
    await page.goto(`./play/${GAME.shortname}`);
    await expect(page.getByRole('heading', { level: 1, name: GAME.name })).toBeVisible();
    const frame = gameFrame(page, GAME.name);
    await expect(frame).toBeVisible();
    // the frame's address is set once the launch call has answered with the player's token
    await expect(frame).toHaveAttribute('src', /token=demo-100002-/);
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toContain('Language=EN');
    expect(decodeURIComponent(src)).toMatch(/returnurl=http:\/\/127\.0\.0\.1:\d+\/game-exit\.html/);
    await expect(page.frameLocator(`iframe[title="${GAME.name}"]`).getByText('Real money')).toBeVisible();
    // the loader shows a tip from the casino's tips file, and leaves after 4 s
    const tip = page.getByText(/^Tip \d+: set a budget before you play\.$/);
    await expect(tip).toBeVisible();
    // with the casino's loader picture (config loader_image), drawn
    const picture = page.locator('[data-slot="game-loader"] img');
    await expect(picture).toHaveAttribute('src', /\/logos\/casino-\d+-loader\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(tip).toBeHidden({ timeout: 8_000 });
    const recent = await page.evaluate(() => JSON.parse(sessionStorage.getItem('recent_games') ?? '[]'));
    expect(recent[0]).toMatchObject({ shortname: GAME.shortname });
    // back leads to the page the game was opened from; the balance check tells the player the result
    await page.getByRole('link', { name: 'Back' }).first().click();
    await expect(page).toHaveURL(/\/category\/online-slots$/);
    // the notice (Radix also copies it into a live region for screen readers)
    await expect(page.getByText(/Nice win! Your balance went up by \$12\.50\./).first()).toBeVisible();
  });

  test("the game's cashier message opens quick deposit; its exit button closes the game", async ({
    page,
  }) => {
    await openLobbyPage(page, './providers?demo_profile=vip');
    await page.goto(`./play/${GAME.shortname}`);
    const game = page.frameLocator(`iframe[title="${GAME.name}"]`);
    await game.getByRole('button', { name: 'Cashier' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await game.getByRole('button', { name: 'Exit game' }).click();
    await expect(page).toHaveURL(/\/providers$/);
  });

  test('practice mode for a guest: the label, then switching to real money asks to log in', async ({
    page,
  }) => {
    await page.goto(`./demo/${GAME.shortname}`);
    await expect(page.getByText('Practice Mode')).toBeVisible();
    await expect(page.frameLocator(`iframe[title="${GAME.name}"]`).getByText('Practice mode')).toBeVisible();
    await page.getByRole('button', { name: 'Game menu' }).click();
    await page.getByRole('switch', { name: 'Real money' }).click();
    const login = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'VIP player' }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${GAME.shortname}$`));
    await expect(page.frameLocator(`iframe[title="${GAME.name}"]`).getByText('Real money')).toBeVisible();
  });

  test('a player with practice mode switches to fun money; one without it has no switch', async ({
    page,
  }) => {
    await openLobbyPage(page, './?demo_profile=practice');
    await page.goto(`./play/${GAME.shortname}`);
    await page.getByRole('button', { name: 'Game menu' }).click();
    const money = page.getByRole('switch', { name: 'Real money' });
    await expect(money).toBeChecked();
    await money.click();
    await expect(page).toHaveURL(new RegExp(`/demo/${GAME.shortname}$`));
    await expect(page.getByText('Practice Mode')).toBeVisible();

    await openLobbyPage(page, './?demo_profile=new');
    await page.goto(`./play/${GAME.shortname}`);
    await page.getByRole('button', { name: 'Game menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Real money' })).toHaveCount(0);
  });

  test('an unknown game returns silently to the return page', async ({ page }) => {
    await openLobbyPage(page, './jackpot-games?demo_profile=vip');
    await page.goto('./play/no-such-game');
    await expect(page).toHaveURL(/\/jackpot-games$/);
  });

  test('a game for mobile devices only says so, with a way back', async ({ page }) => {
    await openLobbyPage(page, './all-games?demo_profile=vip');
    await page.goto(`./play/${MOBILE_ONLY}`);
    await expect(
      page.getByText('We are sorry, this game is available for mobile devices only'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/all-games$/);
  });

  test('a launcher that fails shows a message and a retry that starts the game', async ({ page }) => {
    await openLobbyPage(page, './?demo_profile=vip&demo_fault=gamelauncher:500');
    await page.goto(`./play/${GAME.shortname}`);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // the launcher is mended: the demo casino keeps its switches in the tab's session storage
    await page.evaluate(() => {
      const key = 'demo-casino.settings';
      const settings = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      settings.faults = {};
      sessionStorage.setItem(key, JSON.stringify(settings));
    });
    await page.goto(`./play/${GAME.shortname}`);
    await expect(gameFrame(page, GAME.name)).toBeVisible();
  });

  test('a session that ended on the server: the login-required message, a guest header, and back to the game', async ({
    page,
  }) => {
    await openLobbyPage(page, './?demo_profile=new');
    await expect(page.locator('html')).not.toHaveClass(/guest/);
    await endSessionOnServer(page);
    // the lobby still shows the player: opening a game from a row asks the launcher, which refuses
    await page.locator(`a[href$="/play/${GAME.shortname}"]`).first().click();
    // auth_required: home, with the message in the login prompt, and the lobby no longer shows the player
    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(login).toContainText(`Your session has ended. Log in again to play ${GAME.name}.`);
    await expect(page.locator('html')).toHaveClass(/guest/);
    await login.getByRole('button', { name: 'VIP player' }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${GAME.shortname}$`));
    await expect(gameFrame(page, GAME.name)).toHaveAttribute('src', /token=/);
  });

  test('a guest opening a real-money address logs in and comes back to the game', async ({ page }) => {
    // a guest opening /play is sent to log in by the route guard before any launch
    await page.goto(`./play/${GAME.shortname}`);
    const login = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'VIP player' }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${GAME.shortname}$`));
    await expect(gameFrame(page, GAME.name)).toBeVisible();
  });

  test('a locked game on real money goes home', async ({ page }) => {
    await openLobbyPage(page, './all-games?demo_profile=vip');
    await page.goto('./play/sapphire-mummy-extreme');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('the my50free prompt appears after 60 s and switches to real money', async ({ page }) => {
    await page.clock.install();
    await page.goto(`./demo/${GAME.shortname}`);
    await expect(page.locator('iframe[src*="token="]')).toBeVisible();
    await page.clock.fastForward(61_000);
    const prompt = page.getByRole('region', { name: /50 free/i });
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('my50free'))).toBe('displayed');
    // a new player who then plays for real money gets the coupon posted once
    const redeemed: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('MY50FREE'))
        redeemed.push(request.postData() ?? '');
    });
    await prompt.getByRole('button', { name: /real money/i }).click();
    const login = page.getByRole('dialog', { name: 'Log in to continue' });
    await login.getByRole('button', { name: 'New player' }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${GAME.shortname}$`));
    await expect(gameFrame(page, GAME.name)).toBeVisible();
    await expect.poll(() => redeemed.length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('my50free'))).toBe('redeemed');
  });

  test('fusion games offered by two studios ask which one first', async ({ page }) => {
    await openLobbyPage(page, './?demo_variant=fusion&demo_profile=vip');
    await page.goto('./play/neon-monkey-gold');
    const chooser = page.getByRole('region', { name: 'Choose a provider' });
    await expect(chooser).toBeVisible();
    const choices = chooser.getByRole('button', { name: /^By / });
    await expect(choices).toHaveCount(2);
    await choices.first().click();
    await expect(page).toHaveURL(/\/play\/neon-monkey-gold\?by=/);
    await expect(page.locator('iframe')).toBeVisible();
  });

  test('synth games show the reminder after 20 s and fireworks within 2 minutes', async ({ page }) => {
    await page.clock.install();
    await openLobbyPage(page, './?demo_profile=vip');
    await page.goto(`./play/${SYNTH}`);
    // the loader shows an empty frame while the launch runs: the timers start once the game is loaded
    await expect(page.locator('iframe[src*="token="]')).toBeVisible();
    await page.clock.fastForward(21_000);
    await expect(page.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/promotions');
    await page.clock.fastForward(100_000);
    await expect(page.getByText('You unlocked a bonus round!')).toBeVisible();
  });

  test('the my50free prompt shows in fun-money play and never on the real-money route', async ({ page }) => {
    await page.clock.install();
    await openLobbyPage(page, './?demo_profile=vip');
    const prompt = page.getByRole('region', { name: /50 free/i });
    await page.goto(`./demo/${GAME.shortname}`);
    await expect(page.locator('iframe[src*="token="]')).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(prompt).toBeVisible();
    // the same player on the same game for real money: the minute passes and no prompt comes
    await page.goto(`./play/${GAME.shortname}`);
    await expect(gameFrame(page, GAME.name)).toHaveAttribute('src', /token=/);
    await page.clock.fastForward(61_000);
    await rendered(page);
    await expect(prompt).toHaveCount(0);
  });

  test('a game just played leads the keep-playing row back home', async ({ page }) => {
    await openLobbyPage(page, './?demo_profile=vip');
    const firstKept = page.locator('[data-section="keepplaying"] [data-slot="game-tile-name"]').first();
    // the server's list of this player does not start with the game
    await expect(firstKept).toBeVisible();
    await expect(firstKept).not.toHaveText(GAME.name);
    // played for fun money, which the server's list leaves out: only the session remembers it
    await page.goto(`./demo/${GAME.shortname}`);
    await expect(gameFrame(page, GAME.name)).toHaveAttribute('src', /token=/);
    await page.getByRole('link', { name: 'Back' }).first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(firstKept).toHaveText(GAME.name);
    const names = await page
      .locator('[data-section="keepplaying"] [data-slot="game-tile-name"]')
      .allTextContents();
    expect(names.filter((name) => name === GAME.name)).toHaveLength(1);
  });

  test('leaving a real-money game checks the balance once', async ({ page }) => {
    const calls = await playAndGoBack(page);
    await expect(page.getByText(/Nice win! Your balance went up by/).first()).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('with the balance check switched off in env.json, leaving a game asks for no balance', async ({
    page,
    context,
  }) => {
    await context.route('**/env.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), postGameBalanceCheck: false } });
    });
    const calls = await playAndGoBack(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // the demo casino answers within a second: give a check that should not run time to show itself
    await page.waitForTimeout(2_000);
    expect(calls).toEqual([]);
    await expect(page.getByText(/Nice win!/)).toHaveCount(0);
  });
});
