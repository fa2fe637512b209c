import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { GameSideRail } from './GameSideRail.tsx';

const meta = preview.meta({
  title: 'Game/GameSideRail',
  component: GameSideRail,
  args: {
    gameName: 'Cash Bandits 3',
    closeHref: '/category/online-slots',
    showFavourite: true,
    favourite: false,
    favouriteStatus: 'idle' as const,
    onFavouriteToggle: fn(),
    fullscreen: false,
    onFullscreenToggle: fn(),
  },
  decorators: [inBox('flex h-72 w-64 justify-end')],
});

/** Close, favourite and fullscreen, top to bottom. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const rail = within(canvasElement).getByRole('complementary', { name: 'Game controls' });
    await expect(within(rail).getByRole('link', { name: 'Close Cash Bandits 3' })).toHaveAttribute(
      'href',
      '/category/online-slots',
    );
    await expect(within(rail).getByRole('button', { name: 'Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
});

/** Fullscreen toggled by keyboard; the app follows `fullscreenchange`, here a little state does. */
export const FullscreenToggle = meta.story({
  render: function Render(args) {
    const [fullscreen, setFullscreen] = useState(false);
    return (
      <GameSideRail
        {...args}
        fullscreen={fullscreen}
        onFullscreenToggle={() => {
          args.onFullscreenToggle();
          setFullscreen((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fullscreen' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFullscreenToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
});

/** A favourite game. */
export const Favourite = meta.story({
  args: { favourite: true },
});

/** Saving the favourite failed: the note opens to the left of the rail. */
export const FavouriteFailed = meta.story({
  args: { favouriteStatus: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Couldn't save.");
  },
});

/** Synth games and demo: no favourite. */
export const WithoutFavourite = meta.story({
  args: { showFavourite: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
});
