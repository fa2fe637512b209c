import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../stories/docs.ts';
import { allBrandModes } from '../stories/modes.ts';
import { animationsSettled } from '../stories/play.ts';
import { DailyFreeSpinsDialog } from './DailyFreeSpinsDialog.tsx';
import type { DfsView } from './types.ts';

const slices = [5, 10, 15, 20, 25, 50];
const wheel: DfsView = {
  kind: 'wheel',
  slices,
  termsAccepted: false,
  termsError: false,
  spinning: false,
  landIndex: null,
};

const gameImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#7c3aed"/><text x="48" y="56" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">777</text></svg>',
)}`;

const meta = preview.meta({
  title: 'Daily free spins/DailyFreeSpinsDialog',
  component: DailyFreeSpinsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    view: { kind: 'claim' as const, redeeming: false },
    values: { lastXDays: 7, minimumDeposit: '$30', balanceRule: '$5' },
    countdown: { days: 0, hours: 6, minutes: 59, seconds: 12 },
    termsHref: '/terms/#daily-free-spins',
    onClaim: fn(),
    onSpin: fn(),
    onTermsChange: fn(),
    onSendEmail: fn(),
    onRetry: fn(),
  },
  parameters: { screenshot: 'viewport', docs: { story: ownFrame(800) } },
});

/** The dialog, once its opening animation (which starts from opacity 0 in the Storybook UI) has run. */
async function dialog(name = 'Daily free spins'): Promise<HTMLElement> {
  const found = await screen.findByRole('dialog', { name });
  await animationsSettled();
  return found;
}

export const Loading = meta.story({
  args: { view: { kind: 'loading' } },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('status', { name: 'Loading daily free spins' })).toBeVisible();
  },
});

/** The data could not be read: the message says so and offers another try. */
export const LoadFailed = meta.story({
  args: { view: { kind: 'load-failed', message: "We couldn't reach the casino. Check your connection." } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent("We couldn't reach the casino.");
    await userEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Allowed without the wheel: one claim button and the rules with the §9 defaults. */
export const Claim = meta.story({
  parameters: { chromatic: { modes: allBrandModes } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveTextContent('at least $30 in the last 7 days and a balance under $5');
    await userEvent.click(within(box).getByRole('button', { name: 'Claim my free spins' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
  },
});

/** The claim is on its way: the button is busy and ignores further clicks. */
export const Claiming = meta.story({
  args: { view: { kind: 'claim', redeeming: true } },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const button = within(await dialog()).getByRole('button', { name: /Claim my free spins/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
});

/** Casino 85 states the balance rule in euros. */
export const ClaimCasino85 = meta.story({
  args: { values: { lastXDays: 7, minimumDeposit: '€30', balanceRule: '€5' } },
  parameters: { screenshot: false },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('a balance under €5');
  },
});

export const WheelIdle = meta.story({
  args: { view: wheel },
  parameters: { chromatic: { modes: allBrandModes } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByRole('img', { name: 'Prize wheel' })).toBeVisible();
    await expect(within(box).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms/#daily-free-spins',
    );
    await userEvent.click(within(box).getByRole('checkbox'));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(box).getByRole('button', { name: 'Spin the wheel' }));
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
  },
});

/** Spin pressed without ticking the box: the term-accept error, tied to the box. */
export const WheelTermsError = meta.story({
  args: { view: { ...wheel, termsError: true } },
  play: async () => {
    const box = await dialog();
    const checkbox = within(box).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms and conditions to spin.');
  },
});

/** During the 8-second turn the spin button and the box are disabled. */
export const WheelSpinning = meta.story({
  args: { view: { ...wheel, termsAccepted: true, spinning: true, landIndex: 3 } },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    await expect(within(box).getByRole('checkbox')).toBeDisabled();
    await expect(within(box).getByRole('img', { name: 'Prize wheel' })).toHaveAttribute(
      'data-land-index',
      '3',
    );
    await expect(within(box).getByText('The wheel is spinning…')).toBeVisible();
    await expect(args.onSpin).not.toHaveBeenCalled();
  },
});

/** The win popup after the wheel stopped (or after a plain claim). */
export const WheelWon = meta.story({
  args: {
    view: {
      kind: 'won',
      win: { spins: 20, gameName: 'Cash Bandits', gameImage, playHref: '/play/cash-bandits' },
    },
  },
  parameters: { chromatic: { modes: allBrandModes } },
  play: async () => {
    const box = await dialog('Congratulations!');
    // the win takes the focus as a named panel; reading it out is the app's live region's job
    const prize = within(box).getByRole('group', { name: 'Your prize' });
    await expect(prize).toHaveTextContent('You won 20 free spins!');
    await waitFor(() => expect(prize).toHaveFocus());
    await expect(box).toHaveTextContent('Your spins are waiting in Cash Bandits.');
    await expect(within(box).getByRole('link', { name: 'Play now' })).toHaveAttribute(
      'href',
      '/play/cash-bandits',
    );
    await expect(within(box).getByRole('timer')).toBeVisible();
  },
});

export const EmailNotClicked = meta.story({
  args: { view: { kind: 'email', email: 'mia@example.com', sent: false, sending: false, sendError: null } },
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveTextContent('Confirm your e-mail address');
    await userEvent.click(within(box).getByRole('button', { name: 'Send e-mail' }));
    await expect(args.onSendEmail).toHaveBeenCalledTimes(1);
  },
});

/** The e-mail went out; the lobby now checks every 60 s whether the link was clicked. */
export const EmailSent = meta.story({
  args: { view: { kind: 'email', email: 'mia@example.com', sent: true, sending: false, sendError: null } },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent('We sent a link to mia@example.com.');
    await expect(within(box).getByRole('button', { name: 'Send the e-mail again' })).toBeEnabled();
  },
});

export const EmailSendFailed = meta.story({
  args: {
    view: {
      kind: 'email',
      email: null,
      sent: false,
      sending: false,
      sendError: 'The e-mail could not be sent. Please try again.',
    },
  },
  parameters: { screenshot: false },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('could not be sent');
  },
});

/** The server refused the redeem: the redeem-failed text plus its own message. */
export const RedeemFailed = meta.story({
  args: {
    view: {
      kind: 'redeem-failed',
      serverMessage: 'The spin result could not be validated.',
      retryable: false,
    },
  },
  play: async () => {
    const alert = within(await dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, your daily free spins could not be redeemed.');
    await expect(alert).toHaveTextContent('The spin result could not be validated.');
    await expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

/** No answer came back: the player may try once more. */
export const RedeemNoAnswer = meta.story({
  args: {
    view: {
      kind: 'redeem-failed',
      serverMessage: "We couldn't reach the casino. Check your connection.",
      retryable: true,
    },
  },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

const REASONS: Record<string, string> = {
  no_dfs_data: 'Daily free spins are not available right now.',
  no_dfs_game: 'There is no free-spins game today.',
  no_dfs_template: 'Daily free spins are being set up. Please check back later.',
  server_error_email_click: 'We could not check your e-mail confirmation. Please try again.',
  minimum_deposit: 'Deposit at least $30 in the last 7 days to claim daily free spins.',
  redeemed_today: "You have already claimed today's free spins. Come back tomorrow!",
  active_coupon: 'Cancel your active coupon to claim daily free spins.',
  fivedolar_balance: 'Your balance must be under $5 to claim daily free spins.',
};

/** The annotations of a story whose player may not claim, for this reason. */
function reasonStory(reason: string, screenshot = false) {
  const message = REASONS[reason] ?? reason;
  return {
    args: { view: { kind: 'not-allowed' as const, reason, message } },
    parameters: screenshot ? {} : { screenshot: false },
    play: async () => {
      const box = await dialog();
      const status = within(box).getByText(message);
      await expect(status).toHaveAttribute('data-reason', reason);
      await expect(within(box).getByRole('timer')).toHaveTextContent('06:59:12');
      await expect(within(box).queryByRole('button', { name: /Claim|Spin/ })).toBeNull();
    },
  };
}

export const NoDfsData = meta.story(reasonStory('no_dfs_data'));
export const NoDfsGame = meta.story(reasonStory('no_dfs_game'));
export const NoDfsTemplate = meta.story(reasonStory('no_dfs_template'));
export const ServerErrorEmailClick = meta.story(reasonStory('server_error_email_click'));
export const MinimumDeposit = meta.story(reasonStory('minimum_deposit'));
export const RedeemedToday = meta.story(reasonStory('redeemed_today', true));
export const ActiveCoupon = meta.story(reasonStory('active_coupon'));
export const FivedolarBalance = meta.story(reasonStory('fivedolar_balance'));
