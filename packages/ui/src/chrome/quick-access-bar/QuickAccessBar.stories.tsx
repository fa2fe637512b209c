import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { navigation, withRouterLinks } from '../fixtures.tsx';
import { NavToggle } from '../nav-toggle/NavToggle.tsx';
import { QuickAccessBar } from './QuickAccessBar.tsx';

const meta = preview.meta({
  title: 'Chrome/QuickAccessBar',
  component: QuickAccessBar,
  args: {
    balance: 1234.5,
    currency: 'USD',
    unread: 12,
    onDeposit: fn(),
    onCashierTooltipOpenChange: fn(),
  },
  decorators: [withRouterLinks],
  // desktop only: it hides itself below 1200 px
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const NoUnread = meta.story({
  args: { unread: 0 },
  play: async ({ canvas }) => {
    const inbox = canvas.getByRole('link', { name: 'Inbox, no unread messages' });
    await expect(inbox).toHaveAttribute('href', '/dashboard/messagecenter');
    await expect(inbox.querySelector('[data-slot=unread-badge]')).toBeNull();
  },
});

export const TwelveUnread = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 12 unread messages' })).toHaveTextContent('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
  },
});

/** The badge stops at 99+; the accessible name keeps the real count. */
export const ManyUnread = meta.story({
  args: { unread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 120 unread messages' })).toHaveTextContent('99+');
  },
});

export const OneUnread = meta.story({
  args: { unread: 1 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 1 unread message' })).toBeVisible();
  },
});

export const BalanceUnknown = meta.story({
  args: { balance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
  },
});

/** The cashier tooltip, opened by the app (low balance, §4), describing the Deposit button. */
export const CashierTooltip = meta.story({
  args: { balance: 3.2, cashierTooltipOpen: true },
  parameters: { screenshot: 'viewport' },
  decorators: [inBox('h-40 p-4')],
  play: async ({ args, canvas, canvasElement }) => {
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Running low? Top up here and keep playing.');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Deposit' })).toHaveAccessibleDescription(
        'Running low? Top up here and keep playing.',
      ),
    );
    // a notice, not a hover tooltip: no floating layer, it sits under the button; Escape asks to close it
    await expect(tooltip.closest('[data-slot=quick-access-bar]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCashierTooltipOpenChange).toHaveBeenCalledWith(false);
  },
});

/** With the nav toggle at its start, as in the desktop header. */
export const WithNavToggle = meta.story({
  args: { start: <NavToggle items={navigation} currentPath="/" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Navigation' })).toBeVisible();
  },
});
