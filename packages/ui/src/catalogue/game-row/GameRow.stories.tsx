import type { Game } from '@lobby/domain';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../../chrome/fixtures.tsx';
import { inBox } from '../../stories/decorators.tsx';
import { storyGames, thumbnailsSettled } from '../stories/fixtures.ts';
import { storyTile } from '../stories/tiles.tsx';
import { GameRow } from './GameRow.tsx';

const games = storyGames(10, 21);

const meta = preview.meta({
  title: 'Catalogue/GameRow',
  component: GameRow<Game>,
  args: {
    title: 'Top Slots',
    viewAllHref: '/subgroup/top-games',
    items: games,
    getKey: (game: Game) => game.shortname,
    renderItem: (game: Game, _index: number, featured: boolean) =>
      storyTile(game, featured ? { size: 'lg' } : {}),
  },
  decorators: [withRouterLinks, inBox('p-4')],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await thumbnailsSettled(canvasElement);
  },
});

export const Vertical = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Top Slots' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/subgroup/top-games',
    );
    const prev = canvas.getByRole('button', { name: 'Previous games' });
    const next = canvas.getByRole('button', { name: 'Next games' });
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
  },
});

/** Keyboard: Next scrolls to the end and disables itself without losing focus; Previous comes back. */
export const PagingByKeyboard = meta.story({
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next games' });
    next.focus();
    for (let i = 0; i < 4; i++) {
      await userEvent.keyboard('{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous games' })).not.toHaveAttribute('aria-disabled'),
    );
  },
});

export const VerticalBig = meta.story({
  args: { layout: 'vertical_big', title: 'New Games' },
});

export const Featured = meta.story({
  args: { layout: 'featured', title: 'Popular Games', items: storyGames(12, 33) },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Top Slots' })).toHaveAttribute('aria-busy', 'true');
  },
});
