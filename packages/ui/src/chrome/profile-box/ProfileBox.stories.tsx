import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { balances, nullBalances } from '../fixtures.tsx';
import { ProfileBox } from './ProfileBox.tsx';

const meta = preview.meta({
  title: 'Chrome/ProfileBox',
  component: ProfileBox,
  args: {
    firstName: 'Ana',
    lastName: 'Silva',
    vipName: 'Gold',
    vipLevel: '3',
    balances,
    currency: 'USD',
    fusion: false,
    onOpenChange: fn(),
  },
  decorators: [
    // room for the panel, which opens below the button and aligns to its right edge like in the header
    inBox('flex h-[30rem] justify-end p-4'),
  ],
  parameters: { chromatic: { modes: allBrandModes }, layout: 'fullscreen' },
});

const panel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: 'Ana Silva' });

/** The header button: initials, first name and the real balance. */
export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Account: Ana/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('$1,234.50');
  },
});

/**
 * The panel's code loads on the first open (the button is there at once); that first open still moves focus
 * into the panel, and Escape brings it back to the button.
 */
export const FirstOpenAfterLazyLoad = meta.story({
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /^Account: Ana/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvasElement.querySelector('[data-slot=profile-box-panel]')).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const box = await panel(canvasElement);
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    await expect(trigger).toHaveAttribute('aria-controls', box.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

/** Non-fusion: every balance including comp points, the VIP badge and the three links. */
export const OpenWithCompPoints = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const box = within(await panel(canvasElement));
    await expect(box.getByText('VIP level:', { exact: false })).toBeInTheDocument();
    await expect(box.getByText('Gold')).toBeVisible();
    await expect(box.getByText('Comp points')).toBeVisible();
    await expect(box.getByText('4,210')).toBeVisible();
    await expect(box.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/');
    await expect(box.getByRole('link', { name: 'Cash Out' })).toHaveAttribute('href', '/cashier/withdrawals');
    await expect(box.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/');
  },
});

/** Fusion casinos have no comp points. */
export const OpenFusion = meta.story({
  args: { defaultOpen: true, fusion: true },
  play: async ({ canvasElement }) => {
    const box = within(await panel(canvasElement));
    await expect(box.getByText('Bonus')).toBeVisible();
    await expect(box.queryByText('Comp points')).toBeNull();
  },
});

/** Balances the backend did not send show as dashes, read as "Not available". */
export const NullBalances = meta.story({
  args: { defaultOpen: true, balances: nullBalances, vipName: null, vipLevel: null },
  play: async ({ canvasElement }) => {
    const box = within(await panel(canvasElement));
    // real, withdrawable, playthrough, bonus and comp points
    await expect(box.getAllByText('Not available')).toHaveLength(5);
    await expect(box.queryByText('VIP level:', { exact: false })).toBeNull();
  },
});

/** Only class_vip_level known: the badge says "Level 3". */
export const VipLevelOnly = meta.story({
  args: { defaultOpen: true, vipName: '', vipLevel: '3' },
  play: async ({ canvasElement }) => {
    const box = within(await panel(canvasElement));
    await expect(box.getByText('Level 3')).toBeVisible();
  },
});

/** Keyboard: Enter opens it and moves focus in; Escape closes it and focus returns to the button. */
export const KeyboardOpenAndEscape = meta.story({
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /^Account: Ana/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const box = await panel(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
});
