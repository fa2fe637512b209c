import type { PendingWithdrawal, QuickDepositCheck } from '@lobby/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { animationsSettled } from '../../stories/play.ts';
import type { CouponFlow, QuickDepositStep } from '../types.ts';
import { QuickDepositDialog } from './QuickDepositDialog.tsx';

const cardImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 26"><rect width="40" height="26" rx="4" fill="#1a1f71"/><text x="20" y="17" font-family="sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">VISA</text></svg>',
)}`;

const check: QuickDepositCheck = {
  usable: true,
  method: {
    name: 'Visa',
    min: 20,
    max: 500,
    cardId: '7',
    cardNumber: '**** **** **** 4242',
    cardImage,
    commonName: 'Visa',
    alternative: null,
  },
  recommendedAmount: 50,
  currency: 'USD',
  currencySymbol: '$',
  cryptoAddress: null,
  activeCoupon: null,
  promos: [
    {
      promotionId: '11',
      associatedCoupon: 'RELOAD50',
      buttonText: 'Get 50%',
      text: '50% reload bonus',
      terms: 'Min. deposit 20. 30x playthrough.',
    },
    {
      promotionId: '12',
      associatedCoupon: 'FREESPINS25',
      buttonText: '25 spins',
      text: '25 free spins',
      terms: 'On selected slots.',
    },
  ],
};

const withdrawal: PendingWithdrawal = {
  requestId: '88022',
  methodName: 'Bank Transfer',
  timestamp: '2025-11-20 14:05:00',
  amount: 450.5,
  coindrawWithdrawalId: null,
};

const form: QuickDepositStep = { kind: 'form', check, submitting: false };
const idle: CouponFlow = { kind: 'idle' };

const meta = preview.meta({
  title: 'Wallet/QuickDepositDialog',
  component: QuickDepositDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    step: form,
    amount: '50',
    amountError: null,
    activeCoupon: null,
    coupon: idle,
    onRetry: fn(),
    onSkipToDeposit: fn(),
    onCancelWithdrawal: fn(),
    onAmountChange: fn(),
    onSubmit: fn(),
    onCancelCountdown: fn(),
    onBackToForm: fn(),
    onSelectCoupon: fn(),
    onConfirmCoupon: fn(),
    onDismissCoupon: fn(),
    onRetryCoupon: fn(),
  },
  parameters: { screenshot: 'viewport', docs: { story: ownFrame(800) } },
});

/** The dialog, once its opening animation (which starts from opacity 0 in the Storybook UI) has run. */
async function dialogNamed(name: string): Promise<HTMLElement> {
  const found = await screen.findByRole('dialog', { name });
  await animationsSettled();
  return found;
}

/** The step's result message, a group named by its sentence (the app reads the outcome out, not the dialog). */
function notice(dialog: HTMLElement, title: string): HTMLElement {
  return within(dialog).getByRole('group', { name: title });
}

/** Opening: the pending withdrawals and the availability check are on their way. */
export const Loading = meta.story({
  args: { step: { kind: 'loading' } },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).getByRole('status', { name: 'Loading quick deposit' })).toBeVisible();
  },
});

/** A read failed (network, server error, malformed answer): try again, skip or go to the cashier. */
export const LoadFailed = meta.story({
  args: { step: { kind: 'load-failed', failed: 'withdrawals' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(notice(dialog, "We couldn't reach the cashier.")).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to the cashier' })).toHaveAttribute(
      'href',
      '/cashier/',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip to deposit' }));
    await expect(args.onSkipToDeposit).toHaveBeenCalledTimes(1);
  },
});

/** The availability check failed: no skipping, since the form needs it. */
export const CheckFailed = meta.story({
  args: { step: { kind: 'load-failed', failed: 'check' } },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Skip to deposit' })).toBeNull();
  },
});

/** The withdrawal with the highest request id, with its two ways on. */
export const PendingWithdrawalOffered = meta.story({
  args: { step: { kind: 'pending-withdrawal', withdrawal, currency: 'USD', cancelling: false } },
  parameters: { chromatic: { modes: allBrandModes } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Pending withdrawal');
    await expect(dialog).toHaveTextContent('$450.50');
    await expect(dialog).toHaveTextContent('Bank Transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and keep playing' }));
    await expect(args.onCancelWithdrawal).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip to deposit' }));
    await expect(args.onSkipToDeposit).toHaveBeenCalledTimes(1);
  },
});

/** Cancelling: the button is busy and ignores more clicks; skipping waits for the answer. */
export const CancellingWithdrawal = meta.story({
  args: { step: { kind: 'pending-withdrawal', withdrawal, currency: 'USD', cancelling: true } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Pending withdrawal');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel and keep playing' });
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cancel);
    await userEvent.click(cancel);
    await expect(args.onCancelWithdrawal).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Skip to deposit' })).toBeDisabled();
  },
});

export const WithdrawalCancelled = meta.story({
  args: { step: { kind: 'withdrawal-cancelled', withdrawal, currency: 'USD' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Pending withdrawal');
    await expect(notice(dialog, 'Your funds are back in your balance!')).toBeVisible();
    const keepPlaying = within(dialog).getByRole('button', { name: 'Keep playing' });
    await waitFor(() => expect(keepPlaying).toHaveFocus());
    await userEvent.click(keepPlaying);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const WithdrawalNotCancelled = meta.story({
  args: { step: { kind: 'withdrawal-not-cancelled', withdrawal, currency: 'USD' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Pending withdrawal');
    await expect(
      notice(dialog, 'Your Withdrawal could not be cancelled, please visit our withdrawal page'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Withdrawal page' })).toHaveAttribute(
      'href',
      '/cashier/withdrawals',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip to deposit' }));
    await expect(args.onSkipToDeposit).toHaveBeenCalledTimes(1);
  },
});

/** Quick deposit is not usable for this player: the cashier page takes over. */
export const RedirectingToCashier = meta.story({
  args: { step: { kind: 'redirect-cashier' } },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Taking you to the cashier');
    await expect(within(dialog).getByRole('link', { name: 'Go to the cashier' })).toBeVisible();
  },
});

/** The form: saved card, recommended amount, limits, coupons. */
export const Form = meta.story({
  parameters: { chromatic: { modes: allBrandModes } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await expect(amount).toHaveValue(50);
    await expect(amount).toHaveAttribute('min', '20');
    await expect(amount).toHaveAttribute('max', '500');
    await expect(amount).toHaveAttribute('data-cursor', 'two-digit');
    await expect(amount).toHaveAccessibleDescription(/Minimum \$20 · Maximum \$500/);
    await userEvent.type(amount, '0');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit $50' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get 50%' }));
    await expect(args.onSelectCoupon).toHaveBeenCalledWith('RELOAD50');
  },
});

export const EmptyAmount = meta.story({
  args: { amount: '', amountError: { kind: 'empty' } },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Deposit amount (USD)' });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Please enter your deposit amount/);
    await expect(within(dialog).getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
});

export const BelowMinimum = meta.story({
  args: { amount: '10', amountError: { kind: 'below-min', min: 20 } },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(dialog).toHaveTextContent('Minimum amount to deposit is $20');
  },
});

export const AboveMaximum = meta.story({
  args: { amount: '900', amountError: { kind: 'above-max', max: 500 } },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(dialog).toHaveTextContent('Maximum allowed amount is $500');
  },
});

/** A recommended amount of 100 or more widens the amount for three digits (§5); euros without decimals. */
export const ThreeDigitAmountInEuros = meta.story({
  args: {
    amount: '250',
    step: {
      kind: 'form',
      check: { ...check, recommendedAmount: 250, currency: 'EUR', currencySymbol: '€', promos: [] },
      submitting: false,
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Deposit amount (EUR)' });
    await expect(amount).toHaveAttribute('data-cursor', 'three-digit');
    await expect(within(dialog).getByRole('button', { name: 'Deposit €250' })).toBeVisible();
    await expect(within(dialog).queryByRole('heading', { name: 'Bonus coupons' })).toBeNull();
  },
});

/** Sent: the button is busy and ignores more clicks, the amount cannot change under it. */
export const Submitting = meta.story({
  args: { step: { kind: 'form', check, submitting: true } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    const submit = within(dialog).getByRole('button', { name: 'Deposit $50' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('spinbutton')).toHaveAttribute('readonly');
  },
});

const result = (
  step: Extract<QuickDepositStep, { kind: 'result' }>['result'],
  alternative: string | null = null,
) =>
  ({
    kind: 'result',
    check: { ...check, method: { ...check.method, alternative } },
    result: step,
  }) as const;

export const DepositSucceeded = meta.story({
  args: { step: result({ kind: 'success', amount: 75 }) },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(notice(dialog, 'Deposit of $75 was added to your wallet')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const DepositUnconfirmed = meta.story({
  args: { step: result({ kind: 'unconfirmed', amount: 99 }) },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(notice(dialog, 'Your deposit could not be confirmed')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to the cashier' })).toHaveAttribute(
      'href',
      '/cashier/',
    );
  },
});

export const DepositFailed = meta.story({
  args: { step: result({ kind: 'failed', alternative: null }) },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(notice(dialog, 'Your deposit could not be processed')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to the cashier' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: /Deposit with/ })).toBeNull();
  },
});

/**
 * In the lobby, the way to the cashier tells the deposit processor first (§7 `?cashier`): it is a button that
 * hands over to the app, which then leaves. Looks like the story above.
 */
export const DepositFailedHandsOverToTheCashier = meta.story({
  args: { step: result({ kind: 'failed', alternative: null }), onGoToCashier: fn() },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).queryByRole('link', { name: 'Go to the cashier' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the cashier' }));
    await expect(args.onGoToCashier).toHaveBeenCalledTimes(1);
  },
});

/** The player has a crypto alternative: it is recommended first. */
export const DepositFailedCryptoRecommended = meta.story({
  args: { step: result({ kind: 'failed', alternative: 'bitcoin' }, 'bitcoin') },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(dialog).toHaveTextContent('we recommend Bitcoin');
    await expect(within(dialog).getByRole('link', { name: 'Deposit with Bitcoin' })).toHaveAttribute(
      'href',
      '/cashier/deposit-cryptocurrency',
    );
  },
});

/** The card was refused: 'We're sorry', the processor's message and the cashier link. */
export const CardError = meta.story({
  args: {
    step: result({ kind: 'card-error', message: 'Your card was declined by the issuer.', crypto: null }),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    const alert = notice(dialog, "We're sorry");
    await expect(alert).toHaveTextContent('Your card was declined by the issuer.');
    await expect(within(alert).getByRole('link', { name: 'Cashier' })).toHaveAttribute('href', '/cashier/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onBackToForm).toHaveBeenCalledTimes(1);
  },
});

/** Card error with a crypto alternative: a visible 9-second countdown, which the player may stop. */
export const CryptoCountdown = meta.story({
  args: {
    step: result(
      {
        kind: 'card-error',
        message: 'Your card was declined by the issuer.',
        crypto: { status: 'counting', secondsLeft: 9, alternative: 'bitcoin' },
      },
      'bitcoin',
    ),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).getByRole('timer', { name: 'Seconds left' })).toHaveTextContent('9');
    await expect(dialog).toHaveTextContent('Taking you to the Bitcoin deposit page instead.');
    await expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    await expect(args.onCancelCountdown).toHaveBeenCalledTimes(1);
  },
});

export const CryptoCountdownStopped = meta.story({
  args: {
    step: result(
      {
        kind: 'card-error',
        message: 'Your card was declined by the issuer.',
        crypto: { status: 'cancelled', alternative: 'bitcoin' },
      },
      'bitcoin',
    ),
  },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(within(dialog).queryByRole('timer')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Deposit with Bitcoin' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Asking first, and naming the active coupon that will be cancelled. */
export const CouponConfirm = meta.story({
  args: { activeCoupon: 'WELCOME100', coupon: { kind: 'confirm', code: 'RELOAD50' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    const group = within(dialog).getByRole('group', { name: 'Confirm the coupon' });
    await expect(group).toHaveTextContent('Redeem coupon RELOAD50?');
    await expect(group).toHaveTextContent('Your active coupon WELCOME100 will be cancelled first.');
    await expect(dialog).toHaveTextContent('Active coupon: WELCOME100');
    await expect(within(dialog).getByRole('button', { name: 'Get 50%' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Redeem' }));
    await expect(args.onConfirmCoupon).toHaveBeenCalledTimes(1);
    await userEvent.click(within(group).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismissCoupon).toHaveBeenCalledTimes(1);
  },
});

export const CouponWorking = meta.story({
  args: { activeCoupon: 'WELCOME100', coupon: { kind: 'working', code: 'RELOAD50' } },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Quick deposit');
    const redeem = within(dialog).getByRole('button', { name: 'Redeem' });
    await expect(redeem).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(redeem);
    await expect(args.onConfirmCoupon).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeDisabled();
  },
});

export const CouponRedeemed = meta.story({
  args: {
    activeCoupon: 'RELOAD50',
    coupon: { kind: 'done', message: { kind: 'redeemed', couponcode: 'RELOAD50' }, retry: null },
  },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    await expect(dialog).toHaveTextContent('Coupon RELOAD50 has been successfully redeemed!');
    await expect(within(dialog).getByRole('button', { name: 'Active' })).toBeDisabled();
  },
});

export const CouponCancelFailed = meta.story({
  args: {
    activeCoupon: 'WELCOME100',
    coupon: {
      kind: 'done',
      message: {
        kind: 'cancel-failed',
        couponcode: 'WELCOME100',
        reason: 'Coupons cannot be cancelled while their playthrough is in progress.',
      },
      retry: null,
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    const alert = notice(dialog, 'Sorry, coupon code WELCOME100 could not be cancelled.');
    await expect(alert).toHaveTextContent('playthrough is in progress');
  },
});

export const CouponRedeemFailed = meta.story({
  args: {
    coupon: {
      kind: 'done',
      message: { kind: 'redeem-failed', couponcode: 'SUMMER20', details: 'This coupon has expired.' },
      retry: null,
    },
  },
  play: async () => {
    const alert = notice(
      await dialogNamed('Quick deposit'),
      'Sorry, coupon code SUMMER20 could not be redeemed.',
    );
    await expect(alert).toHaveTextContent('This coupon has expired.');
  },
});

/** No answer came back: the combined wording and a retry. */
export const CouponNoAnswer = meta.story({
  args: {
    activeCoupon: 'WELCOME100',
    coupon: {
      kind: 'done',
      message: { kind: 'cancel-or-redeem-failed', couponcode: 'RELOAD50' },
      retry: 'RELOAD50',
    },
  },
  play: async ({ args }) => {
    const alert = notice(
      await dialogNamed('Quick deposit'),
      'Sorry, coupon code RELOAD50 could not be cancelled or redeemed.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryCoupon).toHaveBeenCalledTimes(1);
  },
});

/** Choosing a coupon moves focus to the confirmation, so a keyboard user answers it next. */
export const CouponByKeyboard = meta.story({
  parameters: { screenshot: false },
  render: function CouponByKeyboard(args) {
    const [coupon, setCoupon] = useState<CouponFlow>({ kind: 'idle' });
    return (
      <QuickDepositDialog
        {...args}
        coupon={coupon}
        onSelectCoupon={(code) => setCoupon({ kind: 'confirm', code })}
        onDismissCoupon={() => setCoupon({ kind: 'idle' })}
      />
    );
  },
  play: async () => {
    const dialog = await dialogNamed('Quick deposit');
    const spins = within(dialog).getByRole('button', { name: '25 spins' });
    spins.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Redeem' })).toHaveFocus());
    await expect(dialog).toHaveTextContent('Redeem coupon FREESPINS25?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(within(dialog).queryByRole('group', { name: 'Confirm the coupon' })).toBeNull();
  },
});
