import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { storyGames, thumbnailDataUrl } from '../stories/fixtures.ts';
import { RandomPlay } from './RandomPlay.tsx';

const badges = storyGames(5, 41).map((game) => thumbnailDataUrl(game.displayName));

const meta = preview.meta({
  title: 'Catalogue/RandomPlay',
  component: RandomPlay,
  args: { onPlay: fn() },
  decorators: [inBox('w-[40rem] max-w-full')],
});

/** Fusion: no badges. */
export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("Don't know what to play? Try random!")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Now' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
});

const shown = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="random-play-badges"] img')].map((img) =>
    img.classList.contains('opacity-100'),
  );

/** RTG: the first of the 5 badges on show, the others faded out. */
export const WithBadges = meta.story({
  args: { badges },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toHaveAttribute(
      'data-active',
      '0',
    );
    await expect(shown(canvasElement)).toEqual([true, false, false, false, false]);
    await expect(canvas.getByRole('button', { name: 'Play Now' })).toBeVisible();
  },
});

/** RTG, 2 s later: the next badge has taken the first one's place. */
export const NextBadge = meta.story({
  args: { badges, active: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toHaveAttribute(
      'data-active',
      '1',
    );
    await expect(shown(canvasElement)).toEqual([false, true, false, false, false]);
  },
});

/** An index past the last badge (fewer badges drawn than before) shows the first. */
export const IndexPastTheEnd = meta.story({
  args: { badges: badges.slice(0, 2), active: 4 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([true, false]);
  },
});

export const Phone = meta.story({
  args: { badges, active: 2 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([false, false, true, false, false]);
  },
});
