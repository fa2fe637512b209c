import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inBox } from '../../stories/decorators.tsx';
import { storyGames, thumbnailDataUrl } from '../stories/fixtures.ts';
import { RandomPlay } from './RandomPlay.tsx';

const badges = storyGames(5, 41).map((game) => thumbnailDataUrl(game.displayName));

const meta = {
  title: 'Catalogue/RandomPlay',
  component: RandomPlay,
  args: { onPlay: fn() },
  decorators: [inBox('w-[40rem] max-w-full')],
} satisfies Meta<typeof RandomPlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fusion: no badges. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Don't know what to play? Try random!")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Now' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** RTG, paused for a stable picture: the first of the 5 badges. */
export const WithBadges: Story = {
  args: { badges, paused: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toHaveAttribute(
      'data-active',
      '0',
    );
  },
};

/** The badges take turns (a short interval here instead of the spec's 2 s). */
export const Rotating: Story = {
  args: { badges, intervalMs: 60 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="random-play-badges"]');
    await waitFor(() => expect(stack).toHaveAttribute('data-active', '2'));
  },
};

export const Phone: Story = {
  args: { badges, paused: true },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};
