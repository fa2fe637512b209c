import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { NoGamesFound } from './NoGamesFound.tsx';

const meta = preview.meta({
  title: 'Catalogue/NoGamesFound',
  component: NoGamesFound,
  args: { onReset: fn() },
  decorators: [inBox('w-[22rem]')],
});

export const Reset = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Oops! No games found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
});

/** The provider page's wording. */
export const ClearFilters = meta.story({
  args: { action: 'clear-filters' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
});
