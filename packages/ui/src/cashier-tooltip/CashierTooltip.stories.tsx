import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../components/button/Button.tsx';
import { ownFrame } from '../stories/docs.ts';
import { CashierTooltip } from './CashierTooltip.tsx';

/** A header-like bar with a Deposit button the tip points at. */
function Demo({ onClose, bottom = false }: { onClose: () => void; bottom?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <div className={bottom ? 'fixed inset-x-0 bottom-0 flex justify-center p-3' : 'flex justify-end p-3'}>
      <Button ref={setAnchor} variant="accent" size="sm">
        Deposit
      </Button>
      <CashierTooltip
        open={open}
        anchor={anchor}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Engagement/CashierTooltip',
  component: CashierTooltip,
  args: { open: true, anchor: null, onClose: fn() },
  render: (args) => <Demo onClose={args.onClose} />,
  parameters: { layout: 'fullscreen', screenshot: 'viewport', docs: { story: ownFrame(360) } },
});

const body = () => within(document.body);

/** A low balance: the tip sits under Deposit, inside the window. */
export const UnderDeposit = meta.story({
  play: async ({ canvas }) => {
    const tip = await body().findByRole('status');
    await expect(tip).toHaveTextContent('Running low? Top up here and keep playing.');
    const deposit = canvas.getByRole('button', { name: 'Deposit' }).getBoundingClientRect();
    const box = tip.getBoundingClientRect();
    await expect(tip).toHaveAttribute('data-side', 'below');
    await expect(box.top).toBeGreaterThan(deposit.bottom);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The close button puts it away. */
export const CloseButtonCloses = meta.story({
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await body().findByRole('status');
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('status')).toBeNull());
  },
});

/** Escape closes it, wherever focus is. */
export const EscapeCloses = meta.story({
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await body().findByRole('status');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('status')).toBeNull());
  },
});

/** Phones: the cashier button is in the bottom bar, so the tip sits above it. */
export const OverThePhoneBar = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  render: (args) => <Demo onClose={args.onClose} bottom />,
  play: async ({ canvas }) => {
    const tip = await body().findByRole('status');
    await expect(tip).toHaveAttribute('data-side', 'above');
    const deposit = canvas.getByRole('button', { name: 'Deposit' }).getBoundingClientRect();
    await expect(tip.getBoundingClientRect().bottom).toBeLessThan(deposit.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

/** Closed (a guest, a healthy balance, or already shown today): nothing on the page. */
export const Closed = meta.story({
  args: { open: false },
  parameters: { screenshot: false },
  render: (args) => <CashierTooltip {...args} />,
  play: async () => {
    await expect(body().queryByRole('status')).toBeNull();
  },
});
