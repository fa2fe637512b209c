import { expect as baseExpect, type Page, type Request, test } from '@playwright/test';
import { openQuickDeposit, startCryptoCountdown } from './lobby.ts';

// on a loaded machine the page is busy painting the lobby while the demo casino's worker answers: more time
const expect = baseExpect.configure({ timeout: 20_000 });

/** Requests the page sent that match, counted as they leave (the demo casino answers them in its worker). */
function countRequests(page: Page, matches: (request: Request) => boolean): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (matches(request)) count += 1;
  });
  return () => count;
}

const isCall = (request: Request, method: string, path: string, query = '') => {
  const url = new URL(request.url());
  return (
    request.method() === method &&
    url.pathname.endsWith(path) &&
    (query === '' || url.searchParams.has(query))
  );
};

/** The quick-access bar; the open modal hides the page from assistive tech, so look past that. */
const balance = (page: Page) => page.getByRole('navigation', { name: /quick access/i, includeHidden: true });

test.describe('quick deposit', () => {
  test('deposits once however often Deposit is pressed, then shows the new balance', async ({ page }) => {
    const submits = countRequests(page, (r) => isCall(r, 'POST', '/cashier/quickdeposit'));
    await openQuickDeposit(page, 'demo_profile=new');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    const amount = dialog.getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await expect(amount).toHaveValue('50');
    await expect(amount).toBeFocused();
    await amount.fill('40');
    await dialog.getByRole('button', { name: 'Deposit $40' }).dblclick();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Deposit of \$40 was added to your wallet/,
    );
    expect(submits()).toBe(1);
    await expect(balance(page)).toContainText('$65.00');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a deposit that lands after the modal was closed still shows in the balance and a notice', async ({
    page,
  }) => {
    test.slow();
    await openQuickDeposit(page, 'demo_profile=new&demo_latency=1500');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    await dialog.getByRole('spinbutton').fill('40');
    await dialog.getByRole('button', { name: 'Deposit $40' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // the notice is also copied into a live region for screen readers
    await expect(page.getByText('Deposit of $40 was added to your wallet').first()).toBeVisible();
    await expect(balance(page)).toContainText('$65.00');
  });

  test('checks the amount, and shows each failure the processor reports', async ({ page }) => {
    // four deposits in a row, each with its own opening of the modal
    test.slow();
    const submits = countRequests(page, (r) => isCall(r, 'POST', '/cashier/quickdeposit'));
    await openQuickDeposit(page, 'demo_profile=new');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    const amount = dialog.getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await amount.fill('10');
    await amount.press('Enter');
    await expect(dialog).toContainText('Minimum amount to deposit is $20');
    await amount.fill('');
    await expect(dialog).toContainText('Please enter your deposit amount');
    await amount.fill('900');
    await expect(dialog).toContainText('Maximum allowed amount is $500');
    expect(submits()).toBe(0);

    await amount.fill('99');
    await dialog.getByRole('button', { name: 'Deposit $99' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your deposit could not be confirmed/,
    );
    // the way to the cashier tells the deposit processor first, so it is a button (it leads to /cashier/: below)
    await expect(dialog.getByRole('button', { name: 'Go to the cashier' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await balance(page).getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByRole('spinbutton').fill('66');
    await dialog.getByRole('button', { name: 'Deposit $66' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your deposit could not be processed/,
    );
    await expect(dialog.getByRole('button', { name: 'Go to the cashier' })).toBeVisible();

    await page.keyboard.press('Escape');
    await balance(page).getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByRole('spinbutton').fill('113');
    await dialog.getByRole('button', { name: 'Deposit $113' }).click();
    const alert = dialog.locator('[data-slot="wallet-notice"]');
    await expect(alert).toContainText("We're sorry");
    await expect(alert).toContainText('Your card was declined by the issuer.');
    await expect(alert.getByRole('button', { name: 'Cashier' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('spinbutton')).toHaveValue('113');
    expect(submits()).toBe(3);
    // none of these moved money
    await expect(balance(page)).toContainText('$25.00');
  });

  test('after a card error with a crypto alternative, counts down and posts to the crypto page', async ({
    page,
  }) => {
    // waits out the real 9-second countdown
    test.slow();
    const { dialog, timer } = await startCryptoCountdown(page);
    await expect(dialog).toContainText('Taking you to the Bitcoin deposit page instead.');
    // the player may stop it
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(timer).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Deposit with Bitcoin' })).toBeVisible();
    // or let it run out
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Deposit $113' }).click();
    await expect(timer).toBeVisible();
    const started = Date.now();
    const crypto = await page.waitForRequest((r) => r.url().includes('/cashier/deposit-cryptocurrency'), {
      timeout: 15_000,
    });
    expect(crypto.method()).toBe('POST');
    expect(crypto.postData()).toContain('amount=113');
    expect(Date.now() - started).toBeGreaterThan(7_000);
  });

  test('quick deposit that is not usable sends the player to the cashier page', async ({ page }) => {
    await openQuickDeposit(page, 'demo_profile=practice');
    await expect(page).toHaveURL(/\/cashier\/$/);
  });

  test('a deposit that could not be processed hands over to the cashier once, recommending crypto when there is one', async ({
    page,
  }) => {
    const handovers = countRequests(page, (r) => isCall(r, 'GET', '/cashier/quickdeposit', 'cashier'));
    const closes = countRequests(page, (r) => isCall(r, 'GET', '/cashier/quickdeposit', 'closeqd'));
    await openQuickDeposit(page, 'demo_profile=new');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    await dialog.getByRole('spinbutton').fill('66');
    await dialog.getByRole('button', { name: 'Deposit $66' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your deposit could not be processed/,
    );
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toContainText(
      'Please try another payment method',
    );
    await dialog.getByRole('button', { name: 'Go to the cashier' }).click();
    await expect(page).toHaveURL(/\/cashier\/$/);
    expect(handovers()).toBe(1);
    expect(closes()).toBe(0);
  });

  test('a failed check says so and offers another try and the cashier', async ({ page }) => {
    await openQuickDeposit(page, 'demo_profile=new&demo_fault=quickdepositcheck:malformed');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toContainText(
      "We couldn't reach the cashier.",
    );
    await expect(dialog.getByRole('button', { name: 'Go to the cashier' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toContainText(
      "We couldn't reach the cashier.",
    );
  });

  test('F8 opens quick deposit outside the live environment', async ({ page }) => {
    await page.goto('./?demo_profile=new');
    await expect(balance(page)).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('dialog', { name: 'Quick deposit' })).toBeVisible();
  });
});

test.describe('pending withdrawal', () => {
  test('cancels once however often it is pressed, and the money is back in the balance', async ({ page }) => {
    const cancels = countRequests(page, (r) => isCall(r, 'GET', '/cashier/withdrawals', 'cancelWithdrawal'));
    await openQuickDeposit(page, 'demo_profile=low');
    const dialog = page.getByRole('dialog', { name: 'Pending withdrawal' });
    await expect(dialog).toContainText('$150.50');
    await dialog.getByRole('button', { name: 'Cancel and keep playing' }).dblclick();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your funds are back in your balance!/,
    );
    expect(cancels()).toBe(1);
    await expect(balance(page)).toContainText('$153.70');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a withdrawal that cannot be cancelled points to the withdrawal page', async ({ page }) => {
    await openQuickDeposit(page, 'demo_profile=vip');
    const dialog = page.getByRole('dialog', { name: 'Pending withdrawal' });
    await dialog.getByRole('button', { name: 'Cancel and keep playing' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your funds are back in your balance!/,
    );
    await page.keyboard.press('Escape');
    // the next one is a crypto withdrawal already sent to the coin network
    await balance(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(dialog).toContainText('Bitcoin');
    await dialog.getByRole('button', { name: 'Cancel and keep playing' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Your Withdrawal could not be cancelled, please visit our withdrawal page/,
    );
    await expect(dialog.getByRole('link', { name: 'Withdrawal page' })).toHaveAttribute(
      'href',
      '/cashier/withdrawals',
    );
    await dialog.getByRole('button', { name: 'Skip to deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick deposit' }).getByRole('spinbutton')).toHaveValue(
      '250',
    );
  });

  test('a cancel that gets no answer is reported as not cancelled', async ({ page }) => {
    await openQuickDeposit(page, 'demo_profile=low&demo_fault=cancelWithdrawal:500');
    const dialog = page.getByRole('dialog', { name: 'Pending withdrawal' });
    await dialog.getByRole('button', { name: 'Cancel and keep playing' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(/could not be cancelled/);
    await expect(balance(page)).toContainText('$3.20');
  });
});

test.describe('coupons', () => {
  test('cancels the active coupon, then redeems the chosen one, with one request each', async ({ page }) => {
    const cancels = countRequests(page, (r) => isCall(r, 'GET', '/cashier/coupons', 'cancelcoupon'));
    const redeems = countRequests(page, (r) => isCall(r, 'POST', '/cashier/coupons'));
    await openQuickDeposit(page, 'demo_profile=sportsbook');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    await expect(dialog).toContainText('Active coupon: WELCOME100');
    await dialog.getByRole('button', { name: 'Get 50%' }).click();
    const confirm = dialog.getByRole('group', { name: 'Confirm the coupon' });
    await expect(confirm).toContainText('Your active coupon WELCOME100 will be cancelled first.');
    expect(cancels() + redeems()).toBe(0);
    await confirm.getByRole('button', { name: 'Redeem' }).dblclick();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Coupon RELOAD50 has been successfully redeemed!/,
    );
    expect(cancels()).toBe(1);
    expect(redeems()).toBe(1);
    await expect(dialog).toContainText('Active coupon: RELOAD50');
  });

  test('names the coupon and the reason when it cannot be redeemed', async ({ page }) => {
    await openQuickDeposit(page, 'demo_profile=new');
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    await dialog.getByRole('button', { name: 'Get 20%' }).click();
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    const alert = dialog.locator('[data-slot="wallet-notice"]');
    await expect(alert).toContainText('Sorry, coupon code SUMMER20 could not be redeemed.');
    await expect(alert).toContainText('This coupon has expired.');
  });
});
