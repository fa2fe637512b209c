import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { storyGame, storyThumbnail, thumbnailsSettled } from '../../catalogue/stories/fixtures.ts';
import { inBox } from '../../stories/decorators.tsx';
import { ProviderChooser } from './ProviderChooser.tsx';

const game = storyGame({ displayName: 'Golden Dragon Riches' });

const meta = preview.meta({
  title: 'Game/ProviderChooser',
  component: ProviderChooser,
  args: {
    gameName: game.displayName,
    providers: [
      { id: 'rtg', name: 'Real Time Gaming' },
      { id: 'betsoft', name: 'Betsoft' },
    ],
    onChoose: fn(),
  },
  decorators: [inBox('w-[28rem] max-w-full')],
});

/** Two providers: one 'By' button each; choosing one says which. */
export const TwoProviders = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Choose a provider' });
    await expect(within(region).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'By Betsoft' }));
    await expect(args.onChoose).toHaveBeenCalledWith('betsoft');
  },
});

/** With the game's picture, and a third provider reached by keyboard. */
export const WithThumbnail = meta.story({
  args: {
    thumbnail: storyThumbnail(game, 'landscape'),
    providers: [
      { id: 'rtg', name: 'Real Time Gaming' },
      { id: 'betsoft', name: 'Betsoft' },
      { id: 'evoplay', name: 'Evoplay' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await thumbnailsSettled(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'By Evoplay' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('evoplay');
  },
});
