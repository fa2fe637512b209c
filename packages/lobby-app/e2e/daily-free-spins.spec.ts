import { DFS_REASONS, type DfsReason } from '@lobby/domain';
import { expect as baseExpect, type Page, type Request, test } from '@playwright/test';
import { DFS_REASONS_EN } from '../demo-casino/content/translations.ts';
import { holdClock } from './lobby.ts';

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });

/** The demo casino's English reason texts (its `EN-dfs` translation file), with the §9 numbers filled in. */
const REASON_TEXTS = Object.fromEntries(
  Object.entries(DFS_REASONS_EN).map(([reason, text]) => [
    reason,
    text.replace('{amount}', reason === 'minimum_deposit' ? '$30' : '$5').replace('{days}', '7'),
  ]),
) as Record<DfsReason, string>;

function countRequests(page: Page, query: string, method = 'GET'): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === method && new URL(request.url()).searchParams.has(query)) count += 1;
  });
  return () => count;
}

/** Today in New York, as the lobby keys the once-a-day popup. */
function serverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

/** Keeps the once-a-day popup from opening by itself, so the test opens the modal from the home page. */
async function popupAlreadyShown(page: Page) {
  await page.addInitScript((day) => localStorage.setItem('dfs_popup_day', day), serverToday());
}

const dialog = (page: Page, name = 'Daily free spins') => page.getByRole('dialog', { name });

async function openFromHome(page: Page, switches: string) {
  await page.goto(`./?${switches}`);
  await page.getByRole('button', { name: 'Daily free spins' }).click();
  return dialog(page);
}

test.describe('daily free spins', () => {
  // several lobby loads per test on a shared, busy machine
  test.describe.configure({ timeout: 120_000 });

  test('pops up by itself once a day when the casino asks for it', async ({ page }) => {
    await page.goto('./?demo_profile=vip&demo_dfs=redeemed_today');
    await expect(dialog(page).getByText(REASON_TEXTS.redeemed_today)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Daily free spins' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test("the popup and the wheel follow the player's ?DFS answer, not the config", async ({ page }) => {
    // casino 14's config has neither the popup nor the wheel (nor does its free-spin data); ?DFS turns both on
    await page.goto('./?demo_profile=vip&demo_casino=14&demo_dfs=allowed&demo_dfs_flags=wheel');
    await expect(dialog(page).getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Claim my free spins' })).toHaveCount(0);
  });

  test('?DFS turning the daily free spins off hides the entry and the popup the config asks for', async ({
    page,
  }) => {
    const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.has('DFS'));
    // casino 4's config pops the wheel up once a demo_dfs state is chosen (the first test); ?DFS says off
    await page.goto('./?demo_profile=vip&demo_dfs=allowed&demo_dfs_flags=off');
    await answer;
    await expect(page.locator('[data-slot="game-tile"]').first()).toBeVisible();
    // the entry shows by the config until the answer came, then leaves; the popup never opened
    await expect(page.getByRole('button', { name: 'Daily free spins' })).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('when ?DFS fails the config counts and the console says why', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // casino 14 has no popup by its config, so the modal is opened from the home page with a plain claim
    await page.goto('./?demo_profile=vip&demo_casino=14&demo_dfs=allowed&demo_fault=DFS:500');
    await expect.poll(() => warnings.some((text) => text.includes('?DFS'))).toBe(true);
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Daily free spins' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Claim my free spins' })).toBeVisible();
  });

  test('shows the text of every not-allowed reason and the time to the next spins', async ({ page }) => {
    await popupAlreadyShown(page);
    for (const reason of DFS_REASONS) {
      const box = await openFromHome(page, `demo_profile=vip&demo_dfs=${reason}`);
      await expect(box.getByText(REASON_TEXTS[reason])).toBeVisible();
      await expect(box.getByRole('timer')).toContainText(/Next spins in\s*\d{2}:\d{2}:\d{2}/);
      await expect(box.getByRole('button', { name: /Claim|Spin/ })).toHaveCount(0);
    }
  });

  test('sends the e-mail, then checks every 60 s until the link was clicked', async ({ page }) => {
    await popupAlreadyShown(page);
    await page.clock.install();
    const checks = countRequests(page, 'emailclickcheck');
    const sends = countRequests(page, 'sendfreespinemail');
    const box = await openFromHome(page, 'demo_profile=new');
    await box.getByRole('button', { name: 'Send e-mail' }).dblclick();
    await expect(box.getByRole('status')).toContainText('We sent a link to');
    expect(sends()).toBe(1);
    expect(checks()).toBe(0);
    const firstAnswer = page.waitForResponse((response) =>
      new URL(response.url()).searchParams.has('emailclickcheck'),
    );
    await page.clock.fastForward(60_000);
    await expect.poll(checks).toBe(1);
    await firstAnswer;
    await expect(box.getByRole('button', { name: 'Send the e-mail again' })).toBeVisible();
    // The next check is planned once the lobby has read that answer, a moment after it arrives: not
    // within 50 s, then within the minute (moving on in steps, in case the plan came after a step).
    await page.clock.fastForward(50_000);
    expect(checks()).toBe(1);
    // the demo casino counts the link as clicked on the second check
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(10_000);
          return checks();
        },
        { intervals: [250] },
      )
      .toBe(2);
    await expect(box.getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    await page.clock.fastForward(180_000);
    expect(checks()).toBe(2);
  });

  test('closing the modal stops the e-mail check', async ({ page }) => {
    await popupAlreadyShown(page);
    await page.clock.install();
    const checks = countRequests(page, 'emailclickcheck');
    const box = await openFromHome(page, 'demo_profile=new');
    await box.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(box.getByRole('status')).toContainText('We sent a link to');
    await box.getByRole('button', { name: 'Close' }).click();
    await expect(box).toBeHidden();
    await page.clock.fastForward(180_000);
    // a check that left would have been counted by now
    await page.getByRole('button', { name: 'Daily free spins' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Send e-mail' })).toBeVisible();
    expect(checks()).toBe(0);
  });

  test('the wheel asks for the terms, turns for 8 s, shows the win and a reload shows redeemed today', async ({
    page,
  }) => {
    await popupAlreadyShown(page);
    await page.clock.install();
    const redeems = countRequests(page, 'redeem_dfs', 'POST');
    // forced to allowed: only the wheel data cookie can tell the lobby the spins were taken today
    const box = await openFromHome(page, 'demo_profile=vip&demo_dfs=allowed');
    await box.getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(box.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms and conditions to spin.',
    );
    expect(redeems()).toBe(0);
    await box.getByRole('checkbox').check();
    // from here the page's time moves only when the test says so
    await holdClock(page);
    await box.getByRole('button', { name: 'Spin the wheel' }).click();
    const spinning = box.getByRole('button', { name: 'Spinning…' });
    await expect(spinning).toBeDisabled();
    await spinning.click({ force: true });
    await page.clock.fastForward(7_000);
    await expect(spinning).toBeDisabled();
    await page.clock.fastForward(1_000);
    const won = dialog(page, 'Congratulations!');
    await expect(won.getByRole('group', { name: 'Your prize' })).toContainText(/You won \d+ free spins!/);
    expect(redeems()).toBe(1);
    await expect(won.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', /\/play\//);

    await page.clock.resume();
    await page.reload();
    const again = await (async () => {
      await page.getByRole('button', { name: 'Daily free spins' }).click();
      return dialog(page);
    })();
    await expect(again.getByText(REASON_TEXTS.redeemed_today)).toBeVisible();
    expect(redeems()).toBe(1);
  });

  test('under reduced motion the wheel stops at once with the same result', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await popupAlreadyShown(page);
    const box = await openFromHome(page, 'demo_profile=vip&demo_dfs=allowed');
    await box.getByRole('checkbox').check();
    await box.getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(dialog(page, 'Congratulations!').getByRole('group', { name: 'Your prize' })).toContainText(
      /You won \d+ free spins!/,
      {
        timeout: 3_000,
      },
    );
  });

  test('a refused claim shows the redeem-failed text with the casino message, once', async ({ page }) => {
    await popupAlreadyShown(page);
    const redeems = countRequests(page, 'redeem_dfs');
    // casino 14 offers the plain claim, without the wheel
    const box = await openFromHome(page, 'demo_profile=vip&demo_casino=14&demo_dfs=redeem_refused');
    await box.getByRole('button', { name: 'Claim my free spins' }).dblclick();
    const alert = box.getByRole('alert');
    await expect(alert).toContainText('Sorry, your daily free spins could not be redeemed.');
    await expect(alert).toContainText('Your free spins could not be credited. Please contact support.');
    expect(redeems()).toBe(1);
  });

  test('a claim without an answer says so and the retry reads the data again', async ({ page }) => {
    await popupAlreadyShown(page);
    const box = await openFromHome(
      page,
      'demo_profile=vip&demo_casino=14&demo_dfs=allowed&demo_fault=redeemDfs:network',
    );
    await box.getByRole('button', { name: 'Claim my free spins' }).click();
    await expect(box.getByRole('alert')).toContainText("We couldn't reach the casino.");
    await box.getByRole('button', { name: 'Try again' }).click();
    await expect(box.getByRole('button', { name: 'Claim my free spins' })).toBeVisible();
  });
});
