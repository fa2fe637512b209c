import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { My50FreePrompt } from './My50FreePrompt.tsx';

const meta = preview.meta({
  title: 'Game/My50FreePrompt',
  component: My50FreePrompt,
  args: { open: true, onSwitchToReal: fn(), onClose: fn() },
});

/** The default offer: switch to real money, or close. */
export const Open = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('region', { name: '50 free spins are waiting' });
    await expect(prompt).toHaveAccessibleDescription('Play for real money to claim 50 free spins.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Switch to real money' }));
    await expect(args.onSwitchToReal).toHaveBeenCalledTimes(1);
  },
});

/** The casino's own words. */
export const CustomText = meta.story({
  args: {
    title: 'Your welcome gift: 50 free spins',
    text: 'Deposit and play Cash Bandits 3 for real money today, the spins are added at once.',
  },
});

/** Closing plays the 1 s animation (shortened here), then the prompt leaves the page. */
export const Closing = meta.story({
  args: { closeAnimationMs: 120 },
  parameters: { screenshot: false },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <My50FreePrompt
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // still there, closing
    await expect(canvasElement.querySelector('[data-slot="my50free-prompt"]')).toHaveAttribute(
      'data-state',
      'closed',
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="my50free-prompt"]')).toBeNull());
  },
});

/** Closed: nothing on the page. */
export const Closed = meta.story({
  args: { open: false },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="my50free-prompt"]')).toBeNull();
  },
});
