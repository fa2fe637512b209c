import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { storyGamePage, storyLoaderImage } from '../stories/fixtures.ts';
import { GameFrame } from './GameFrame.tsx';

const gameName = 'Cash Bandits 3';

/** Waits until the local game page inside the iframe has loaded, so a screenshot never catches it blank. */
async function gameLoaded(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTitle(gameName);
  await waitFor(() => {
    const heading = (frame as HTMLIFrameElement).contentDocument?.querySelector('h1');
    if (!heading) throw new Error('the game page is still loading');
  });
}

const meta = preview.meta({
  title: 'Game/GameFrame',
  component: GameFrame,
  args: {
    gameName,
    srcDoc: storyGamePage(gameName),
    loaderImage: storyLoaderImage,
    tip: 'Tip: set a loss limit before you play, and take a break every hour.',
    loaderVisible: true,
  },
  decorators: [inBox('h-[26rem] w-[44rem] max-w-full')],
});

/** The first 4 s: the casino's loader image, a spinner and a tip over the game. */
export const Loading = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the game' })).toBeVisible();
    await expect(canvas.getByText(/set a loss limit/)).toBeVisible();
    await gameLoaded(canvasElement);
  },
});

/** No loader image in the config: the spinner and the tip alone. */
export const LoadingWithoutImage = meta.story({
  args: { loaderImage: null },
  play: async ({ canvasElement }) => {
    await gameLoaded(canvasElement);
  },
});

/** After the loader: the game alone, filling its area. */
export const Playing = meta.story({
  args: { loaderVisible: false },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(gameName);
    await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await gameLoaded(canvasElement);
  },
});

/**
 * The timers: the loader fades after `hideAfterMs` and leaves the page `removeAfterMs` later (shortened here,
 * yet long enough for each state to be seen on a busy machine).
 */
export const LoaderHidesOnTime = meta.story({
  args: { loaderVisible: undefined, hideAfterMs: 500, removeAfterMs: 400 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="game-frame"]');
    await expect(root).toHaveAttribute('data-loader', 'shown');
    await waitFor(() => expect(root).toHaveAttribute('data-loader', 'hiding'));
    await waitFor(() => expect(root).toHaveAttribute('data-loader', 'removed'));
    await expect(canvasElement.querySelector('[data-slot="game-loader"]')).toBeNull();
    await gameLoaded(canvasElement);
  },
});
