import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

/**
 * The lobby's main flows with the keyboard alone: no clicks, only Tab, Enter, Space and Escape. Every control
 * reached shows a visible focus ring, and each dialog hands focus back to the control that opened it.
 */

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });
const FIRST_PAINT = { timeout: 45_000 };

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, key = 'Tab') {
  await expect(target).toBeVisible(FIRST_PAINT);
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) break;
    await page.keyboard.press(key);
  }
  await expectFocusVisible(target);
}

/** The target has focus, matches :focus-visible and draws an outline or a ring (a box shadow) to show it. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    // any shadow with a length other than zero, e.g. `rgb(…) 0px 0px 0px 2px`
    const shadow =
      style.boxShadow !== 'none' && /(?<![\d.])(?:[1-9]\d*|0\.\d*[1-9])(?:\.\d+)?px/.test(style.boxShadow);
    return { visible: el.matches(':focus-visible'), outline, shadow };
  });
  expect(ring.visible, 'matches :focus-visible').toBe(true);
  expect(ring.outline > 0 || ring.shadow, `outline ${ring.outline}px or a ring`).toBe(true);
}

/** Today in New York, as the lobby keys the once-a-day free spins popup. */
function serverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

/** Starts a page; focus then starts from the top of the document. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_PAINT);
}

/** Opens the quick deposit from the quick-access bar with the keyboard: its opener and its dialog. */
async function openQuickDeposit(page: Page, profile: string) {
  await open(page, `./?demo_profile=${profile}`);
  const opener = page
    .getByRole('navigation', { name: /quick access/i })
    .getByRole('button', { name: 'Deposit' });
  await tabTo(page, opener, 30);
  await page.keyboard.press('Enter');
  return { opener, dialog: page.getByRole('dialog', { name: 'Quick deposit' }) };
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('search: opens from its button, closes on Escape and gives focus back', async ({ page }) => {
    await open(page, './?demo_profile=vip');
    const opener = page.getByRole('button', { name: 'Search games' });
    await tabTo(page, opener, 20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('cherr');
    await expect(page.getByRole('dialog').locator('[data-slot="game-tile"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusVisible(opener);
  });

  test('favourite: the heart toggles with Enter and Space', async ({ page }) => {
    await open(page, './all-games?demo_profile=vip');
    const hearts = page.locator('main [data-slot="game-tile"] [data-slot="favourite-toggle"]');
    await tabTo(page, hearts.first(), 80);
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(name).toMatch(/^Favourite /);
    const heart = page.locator(`main [data-slot="favourite-toggle"][aria-label="${name}"]`);
    const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');
    await expectFocusVisible(heart);
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'true' : 'false');
    await expectFocusVisible(heart);
  });

  test('a guest heart asks to log in; Escape gives focus back to the heart', async ({ page }) => {
    await open(page, './all-games?demo_profile=guest');
    const heart = page
      .locator('[data-slot="game-tile"]')
      .first()
      .getByRole('button', { name: /^Favourite / });
    await tabTo(page, heart, 30);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusVisible(heart);
  });

  test('quick deposit to success, then focus back on Deposit', async ({ page }) => {
    const { opener, dialog } = await openQuickDeposit(page, 'new');
    const amount = dialog.getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await expect(amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('40');
    const submit = dialog.getByRole('button', { name: 'Deposit $40' });
    await tabTo(page, submit, 20);
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Deposit of \$40 was added to your wallet/,
    );
    const done = dialog.getByRole('button', { name: 'Keep playing' });
    await tabTo(page, done, 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusVisible(opener);
  });

  test('coupon: chosen, confirmed and redeemed from the quick deposit', async ({ page }) => {
    const { opener, dialog } = await openQuickDeposit(page, 'sportsbook');
    await expect(dialog).toContainText('Active coupon: WELCOME100');
    await tabTo(page, dialog.getByRole('button', { name: 'Get 50%' }), 20);
    await page.keyboard.press('Enter');
    const confirm = dialog.getByRole('group', { name: 'Confirm the coupon' });
    await tabTo(page, confirm.getByRole('button', { name: 'Redeem' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Coupon RELOAD50 has been successfully redeemed!/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusVisible(opener);
  });

  test('daily free spins: terms, spin, the win, and focus back on the opener', async ({ page }) => {
    await page.addInitScript((day) => localStorage.setItem('dfs_popup_day', day), serverToday());
    await open(page, './?demo_profile=vip&demo_dfs=allowed');
    const opener = page.getByRole('button', { name: 'Daily free spins' });
    await tabTo(page, opener, 60);
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', { name: 'Daily free spins' });
    const terms = box.getByRole('checkbox');
    await tabTo(page, terms, 10);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, box.getByRole('button', { name: 'Spin the wheel' }), 10);
    await page.keyboard.press('Enter');
    // the wheel turns for 8 s
    const won = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(won.getByRole('group', { name: 'Your prize' })).toContainText(/You won \d+ free spins!/, {
      timeout: 30_000,
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocusVisible(opener);
  });

  test('tournaments: from the list to a tournament page and its terms', async ({ page }) => {
    await open(page, './tournaments?demo_variant=fusion&demo_profile=vip');
    const join = page.locator('[data-group="live"]').getByRole('link', { name: 'Participate' }).first();
    await tabTo(page, join, 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tournaments\/[\w-]+$/);
    await expect(page.locator('[data-slot="tournament-detail"]')).toBeVisible(FIRST_PAINT);
    const terms = page.getByRole('button', { name: 'Terms and Conditions' });
    await tabTo(page, terms, 80);
    await page.keyboard.press('Enter');
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
  });
});
