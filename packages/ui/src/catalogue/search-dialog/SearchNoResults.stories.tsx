import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { SearchNoResults } from './SearchNoResults.tsx';

const meta = preview.meta({
  title: 'Catalogue/SearchNoResults',
  component: SearchNoResults,
  args: { onPick: fn(), suggestions: [] },
  decorators: [inBox('w-[36rem] max-w-full')],
});

/** Nothing close to the query: the message alone. */
export const NoSuggestions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found. Maybe try a different keyword?')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Did you mean' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const OneSuggestion = meta.story({
  args: { suggestions: ['Golden Kings'] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Did you mean' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Golden Kings' }));
    await expect(args.onPick).toHaveBeenCalledWith('Golden Kings');
  },
});

/** Three names, closest first; each is reachable with Tab and chosen with Enter. */
export const ThreeSuggestions = meta.story({
  args: {
    suggestions: ['Cash Kings Deluxe', 'Golden Kings', 'Lucky Kings Megaways Hold & Win Extreme Edition'],
  },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Cash Kings Deluxe',
      'Golden Kings',
      'Lucky Kings Megaways Hold & Win Extreme Edition',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Golden Kings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('Golden Kings');
  },
});

/** Without a way to act on them, no names are offered. */
export const WithoutHandler = meta.story({
  args: { suggestions: ['Golden Kings'], onPick: undefined },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Golden Kings' })).toBeNull();
  },
});
