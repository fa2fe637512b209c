import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { PauseButton } from './PauseButton.tsx';

const meta = preview.meta({
  title: 'Primitives/PauseButton',
  component: PauseButton,
  args: {
    stopped: false,
    pauseLabel: 'Pause winners',
    playLabel: 'Play winners',
    onStoppedToggle: fn(),
    variant: 'outline' as const,
  },
});

/** While something moves: named for pausing it. */
export const Moving = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pause winners' });
    await expect(button).toHaveAttribute('data-action', 'pause');
    // the name says what a press does, so it is not also a pressed toggle
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onStoppedToggle).toHaveBeenCalledTimes(1);
  },
});

/** Paused by the player: named for playing it again. */
export const Paused = meta.story({
  args: { stopped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play winners' })).toHaveAttribute('data-action', 'play');
  },
});

/** Each press swaps the name and the icon; focus stays on the button. */
export const Toggle = meta.story({
  render: function Render(args) {
    const [stopped, setStopped] = useState(false);
    return <PauseButton {...args} stopped={stopped} onStoppedToggle={() => setStopped((s) => !s)} />;
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause winners' }));
    await expect(canvas.getByRole('button', { name: 'Play winners' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause winners' })).toHaveFocus();
  },
});
