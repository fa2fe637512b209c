import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inBox } from '../../stories/decorators.tsx';
import { NoGamesFound } from './NoGamesFound.tsx';

const meta = {
  title: 'Catalogue/NoGamesFound',
  component: NoGamesFound,
  args: { onReset: fn() },
  decorators: [inBox('w-[22rem]')],
} satisfies Meta<typeof NoGamesFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reset: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Oops! No games found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** The provider page's wording. */
export const ClearFilters: Story = {
  args: { action: 'clear-filters' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};
