import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { announced, FIRST_PAINT, lobbyPage, seenAs } from '#story-support';
import { animationsSettled } from '../../../../ui/src/stories/play.ts';

/**
 * The search modal (§2, §5) over a page, opened by `?search`: results once the text is over 2 characters,
 * filters for theme, provider and feature once there are more than 6 results, and the no-results message.
 */
const meta = preview.meta({
  title: 'Pages/Search',
  tags: ['!autodocs'],
  ...lobbyPage('/category/online-slots?search'),
});

const page = within(document.body);

/** Waits for the page under the modal, then types into the modal's box; gives back the modal. */
async function searchFor(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  const dialog = await page.findByRole('dialog', { name: 'Search games' }, FIRST_PAINT);
  // the open modal hides the page from assistive tech: look for the list under it in the DOM
  await waitFor(
    () => expect(canvasElement.querySelector('main [data-slot="game-tile"]')).not.toBeNull(),
    FIRST_PAINT,
  );
  await animationsSettled();
  const box = within(dialog).getByRole('searchbox', { name: 'Game name' });
  await expect(box).toHaveFocus();
  await userEvent.type(box, text);
  return dialog;
}

const results = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = within(await searchFor(canvasElement, 'gold'));
  const list = await dialog.findByRole('list', { name: 'Search results' }, FIRST_PAINT);
  const found = within(list).getAllByRole('listitem');
  await expect(found.length).toBeGreaterThan(6);
  // the count is read out in the lobby's live region, once the typing has settled
  await announced(canvasElement, /^\d+ games found$/);
  for (const item of found.slice(0, 6)) await expect(item).toHaveTextContent(/gold/i);
};

export const ResultsRtg = meta.story({
  name: 'Results (RTG guest)',
  ...seenAs('rtg', 'guest'),
  play: results,
});

export const ResultsFusion = meta.story({
  name: 'Results (fusion player)',
  ...seenAs('fusion', 'player'),
  play: results,
});

export const ResultsOnPhone = meta.story({
  name: 'Results on a phone (fusion guest)',
  ...seenAs('fusion', 'guest', 'phone375'),
  play: results,
});

export const ResultsFunMoney = meta.story({
  name: 'Results (fun money VIP)',
  ...seenAs('fun', 'vip'),
  play: results,
});

const filtered = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = within(await searchFor(canvasElement, 'gold'));
  const list = within(await dialog.findByRole('list', { name: 'Search results' }, FIRST_PAINT));
  const before = list.getAllByRole('listitem').length;
  const filters = dialog.getByRole('button', { name: 'Filters' });
  if (filters.getAttribute('aria-expanded') !== 'true') await userEvent.click(filters);
  const panel = within(dialog.getByRole('region', { name: 'Filters' }));
  await expect(panel.getByRole('group', { name: /Themes/ })).toBeVisible();
  await expect(panel.getByRole('group', { name: /Features/ })).toBeVisible();
  const [provider] = within(panel.getByRole('group', { name: /Providers/ })).getAllByRole('checkbox');
  await userEvent.click(provider as HTMLElement);
  await expect(dialog.getByRole('button', { name: 'Filters 1 selected' })).toBeVisible();
  await waitFor(() =>
    expect(
      within(dialog.getByRole('list', { name: 'Search results' })).getAllByRole('listitem').length,
    ).toBeLessThan(before),
  );
};

export const FiltersRtg = meta.story({
  name: 'Filters: theme, provider and feature (RTG guest)',
  ...seenAs('rtg', 'guest'),
  play: filtered,
});

export const FiltersFusion = meta.story({
  name: 'Filters: theme, provider and feature (fusion player)',
  ...seenAs('fusion', 'player'),
  play: filtered,
});

export const FiltersFunMoney = meta.story({
  name: 'Filters: theme, provider and feature (fun money VIP)',
  ...seenAs('fun', 'vip'),
  play: filtered,
});

const noResults = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = within(await searchFor(canvasElement, 'zzzqqq'));
  // said on screen, and read out in the lobby's live region
  const said = await dialog.findByText('No results found. Maybe try a different keyword?', {}, FIRST_PAINT);
  await expect(said).toBeVisible();
  await announced(canvasElement, 'No results found. Maybe try a different keyword?');
  await expect(dialog.queryByRole('list', { name: 'Search results' })).toBeNull();
};

export const NoResultsRtg = meta.story({
  name: 'No results (RTG guest)',
  ...seenAs('rtg', 'guest'),
  play: noResults,
});

export const NoResultsFusion = meta.story({
  name: 'No results (fusion player)',
  ...seenAs('fusion', 'player'),
  play: noResults,
});

export const NoResultsFunMoney = meta.story({
  name: 'No results (fun money VIP)',
  ...seenAs('fun', 'vip'),
  play: noResults,
});
