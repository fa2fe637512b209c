import { expect, test } from '@playwright/test';

test.describe('quick deposit on a phone', () => {
  test('the Cashier button of the launcher bar opens it, and a deposit lands in the balance', async ({
    page,
  }) => {
    test.slow();
    // a page without game rows: this test is about the launcher bar and the modal, not the home page's layout
    await page.goto('./favorites?demo_profile=new');
    const launcher = page.getByRole('navigation', { name: 'Launcher', includeHidden: true });
    await launcher.getByRole('button', { name: /Cashier/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick deposit' });
    const amount = dialog.getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await expect(amount).toBeVisible({ timeout: 20_000 });
    await amount.fill('30');
    await dialog.getByRole('button', { name: 'Deposit $30' }).click();
    await expect(dialog.locator('[data-slot="wallet-notice"]')).toHaveText(
      /Deposit of \$30 was added to your wallet/,
      {
        timeout: 20_000,
      },
    );
    await expect(launcher).toContainText('$55.00');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toBeHidden();
  });
});
