import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  announced,
  bootLoaders,
  FIRST_PAINT,
  gameListShown,
  lobbyPage,
  type PlayerScreen,
  playerBar,
  seenAs,
} from '#story-support';
import { animationsSettled } from '../../../../ui/src/stories/play.ts';

/**
 * The quick-deposit modal (§4) over a page, opened from the quick-access bar's Deposit: first the pending
 * withdrawal with the highest request id (cancel and keep playing, or skip to deposit), else the deposit
 * form. The fun-money casino has no quick deposit (its Deposit goes to the cashier page), so its variant is
 * not here. On the demo casino the VIP has pending withdrawals and the new player none. On a phone the
 * quick-access bar is hidden, and the launcher's Cashier at the bottom opens the same modal.
 */
const meta = preview.meta({ title: 'Pages/Quick deposit', tags: ['!autodocs'], ...lobbyPage('/all-games') });

const page = within(document.body);

/** Waits for the page under it, then presses the cashier button of the player's bar on `screen`. */
async function openQuickDeposit(canvasElement: HTMLElement, screen: PlayerScreen = 'desktop'): Promise<void> {
  await gameListShown(canvasElement, 'All Games');
  await userEvent.click((await playerBar(canvasElement, screen)).cashier);
}

const depositFormOn =
  (screen: PlayerScreen) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await openQuickDeposit(canvasElement, screen);
    const dialog = await page.findByRole('dialog', { name: 'Quick deposit' }, FIRST_PAINT);
    await animationsSettled();
    const amount = await within(dialog).findByRole(
      'spinbutton',
      { name: 'Deposit amount (USD)' },
      FIRST_PAINT,
    );
    await expect(amount).toHaveValue(50);
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Deposit $50' })).toBeVisible();
  };

const depositForm = depositFormOn('desktop');

export const DepositFormFusion = meta.story({
  name: 'Deposit form (fusion player)',
  ...seenAs('fusion', 'player'),
  play: depositForm,
});

export const DepositFormRtg = meta.story({
  name: 'Deposit form (RTG player)',
  ...seenAs('rtg', 'player'),
  play: depositForm,
});

export const DepositFormOnPhone = meta.story({
  name: "Deposit form on a phone, from the launcher's Cashier (RTG player)",
  ...seenAs('rtg', 'player', 'phone375'),
  play: depositFormOn('phone'),
});

/** Opens the deposit form, deposits `amount` dollars and gives back the dialog with what the processor said. */
async function deposit(context: { canvasElement: HTMLElement }, amount: number) {
  await depositForm(context);
  const dialog = within(page.getByRole('dialog', { name: 'Quick deposit' }));
  const field = dialog.getByRole('spinbutton', { name: 'Deposit amount (USD)' });
  await userEvent.clear(field);
  await userEvent.type(field, String(amount));
  await userEvent.click(dialog.getByRole('button', { name: `Deposit $${amount}` }));
  return dialog;
}

/**
 * Deposits `amount` and checks what the processor's answer shows: the notice named `notice` (saying `detail`
 * when given), `said` (the notice by default) read out, assertively when the deposit was `refused`, and the
 * `wayOn` button.
 */
const depositOutcome =
  ({
    amount,
    notice,
    detail,
    said = notice,
    wayOn,
    refused = false,
  }: {
    amount: number;
    notice: string;
    detail?: string | RegExp;
    said?: string | RegExp;
    wayOn: string;
    refused?: boolean;
  }) =>
  async (context: { canvasElement: HTMLElement }) => {
    const dialog = await deposit(context, amount);
    const shown = await dialog.findByRole('group', { name: notice }, FIRST_PAINT);
    await expect(shown).toBeVisible();
    if (detail) await expect(shown).toHaveTextContent(detail);
    await announced(context.canvasElement, said, refused ? 'assertive' : 'polite');
    await expect(dialog.getByRole('button', { name: wayOn })).toBeVisible();
  };

export const DepositAdded = meta.story({
  name: 'Success: the deposit was added to the wallet',
  ...seenAs('rtg', 'player'),
  play: depositOutcome({
    amount: 40,
    notice: 'Deposit of $40 was added to your wallet',
    wayOn: 'Keep playing',
  }),
});

// On the demo casino the amount picks what the processor answers: 99 unconfirmed, 66 not processed, 113 declined.
export const DepositUnconfirmed = meta.story({
  name: 'Not confirmed: the deposit could not be confirmed, the cashier is the way on',
  ...seenAs('rtg', 'player'),
  play: depositOutcome({
    amount: 99,
    notice: 'Your deposit could not be confirmed',
    detail: /check the cashier before you try again/,
    wayOn: 'Go to the cashier',
    refused: true,
  }),
});

export const DepositNotProcessed = meta.story({
  name: 'Not processed: another payment method, through the cashier (fusion player)',
  ...seenAs('fusion', 'player'),
  play: depositOutcome({
    amount: 66,
    notice: 'Your deposit could not be processed',
    wayOn: 'Go to the cashier',
    refused: true,
  }),
});

export const CardDeclined = meta.story({
  name: "Card declined: the issuer's reason, try again or the cashier",
  ...seenAs('rtg', 'player'),
  play: depositOutcome({
    amount: 113,
    notice: "We're sorry",
    detail: 'Your card was declined by the issuer.',
    said: /Your card was declined by the issuer/,
    wayOn: 'Try again',
    refused: true,
  }),
});

export const CardDeclinedBitcoinOffered = meta.story({
  name: 'Card declined, Bitcoin offered: the player stops the countdown and stays',
  globals: { variant: 'rtg', role: 'player' },
  // this player has a pending withdrawal and a Bitcoin cashier; the story skips the withdrawal first
  loaders: bootLoaders({ profile: 'low' }),
  play: async ({ canvasElement }) => {
    await openQuickDeposit(canvasElement);
    const pending = await page.findByRole('dialog', { name: 'Pending withdrawal' }, FIRST_PAINT);
    await userEvent.click(
      await within(pending).findByRole('button', { name: 'Skip to deposit' }, FIRST_PAINT),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Quick deposit' }, FIRST_PAINT));
    await userEvent.type(await dialog.findByRole('spinbutton', {}, FIRST_PAINT), '{Control>}a{/Control}113');
    await userEvent.click(dialog.getByRole('button', { name: 'Deposit $113' }));
    await expect(await dialog.findByRole('timer', { name: 'Seconds left' }, FIRST_PAINT)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Stay here' }));
    await expect(dialog.queryByRole('timer')).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Deposit with Bitcoin' })).toBeVisible();
  },
});

const pendingWithdrawal = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await openQuickDeposit(canvasElement);
  const dialog = await page.findByRole('dialog', { name: 'Pending withdrawal' }, FIRST_PAINT);
  await animationsSettled();
  const pending = within(dialog);
  await expect(
    await pending.findByRole('button', { name: 'Cancel and keep playing' }, FIRST_PAINT),
  ).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Skip to deposit' })).toBeVisible();
  return pending;
};

export const PendingWithdrawalFusion = meta.story({
  name: 'A pending withdrawal first: cancel it or skip to deposit (fusion VIP)',
  ...seenAs('fusion', 'vip'),
  play: async (context) => {
    await pendingWithdrawal(context);
  },
});

export const PendingWithdrawalRtg = meta.story({
  name: 'A pending withdrawal first: cancel it or skip to deposit (RTG VIP)',
  ...seenAs('rtg', 'vip'),
  play: async (context) => {
    await pendingWithdrawal(context);
  },
});

export const WithdrawalCancelled = meta.story({
  name: 'Withdrawal cancelled: the funds are back in the balance',
  ...seenAs('rtg', 'vip'),
  play: async (context) => {
    const pending = await pendingWithdrawal(context);
    await userEvent.click(pending.getByRole('button', { name: 'Cancel and keep playing' }));
    await expect(
      await pending.findByRole('group', { name: 'Your funds are back in your balance!' }, FIRST_PAINT),
    ).toBeVisible();
  },
});
