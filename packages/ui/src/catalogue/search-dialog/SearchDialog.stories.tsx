import {
  buildSearchIndex,
  EMPTY_FILTER_SELECTION,
  type FilterSelection,
  filterOptions,
  type Game,
  searchGames,
  suggestGames,
  toggleFilter,
} from '@lobby/domain';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../components/button/Button.tsx';
import { SearchIcon } from '../../components/icon/icons.tsx';
import { ownFrame } from '../../stories/docs.ts';
import { animationsSettled } from '../../stories/play.ts';
import { storyFilterLabels, storyGames, thumbnailsSettled } from '../stories/fixtures.ts';
import { storyTile } from '../stories/tiles.tsx';
import { SearchDialog, type SearchStatus } from './SearchDialog.tsx';

const catalogue = storyGames(60);
const index = buildSearchIndex(catalogue);
const bigCatalogue = storyGames(240, 7);

/** The dialog wired as the app will wire it (minus the debounce): the domain searches and filters. */
function WiredSearch({
  initialQuery = '',
  status = 'ready',
  initiallyOpen = true,
  games,
}: {
  initialQuery?: string;
  status?: SearchStatus;
  initiallyOpen?: boolean;
  games?: readonly Game[];
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState(initialQuery);
  const [selection, setSelection] = useState<FilterSelection>(EMPTY_FILTER_SELECTION);
  const searched = useMemo(() => (games ? buildSearchIndex(games) : index), [games]);
  const outcome = searchGames(searched, query);
  const results = outcome.kind === 'results' ? outcome.games : [];
  const suggestions = outcome.kind === 'no-results' ? suggestGames(searched, query) : [];
  const options = useMemo(() => filterOptions(results, storyFilterLabels, 'en'), [results]);
  return (
    <SearchDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <SearchIcon />
          Search
        </Button>
      }
      query={query}
      onQueryChange={setQuery}
      status={status}
      results={results}
      getKey={(game) => game.shortname}
      renderItem={(game) => storyTile(game)}
      filterOptions={options}
      selection={selection}
      onToggleFilter={(kind, value) => setSelection((current) => toggleFilter(current, kind, value))}
      onResetFilters={() => setSelection(EMPTY_FILTER_SELECTION)}
      suggestions={suggestions}
    />
  );
}

const meta = preview.meta({
  title: 'Catalogue/SearchDialog',
  component: SearchDialog,
  // These args only fill the controls panel (every story renders WiredSearch). The dialog's props are read
  // for its smallest game type here, so the full games the stories hand it are named as such.
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    status: 'ready' as const,
    results: [],
    getKey: (game) => (game as Game).shortname,
    renderItem: (game) => storyTile(game as Game),
  },
  render: () => <WiredSearch />,
  parameters: { screenshot: 'viewport', docs: { story: ownFrame(800) } },
});

export const Empty = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const box = within(dialog).getByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription('Type at least 3 characters to search.');
  },
});

/** Two characters: still the hint, no results. */
export const TypingShortQuery = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const box = within(dialog).getByRole('searchbox', { name: 'Game name' });
    await userEvent.type(box, 'ca');
    await expect(box).toHaveAccessibleDescription('Type at least 3 characters to search.');
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
});

/** Few results: no filters (6 or fewer). */
export const Results = meta.story({
  render: () => <WiredSearch initialQuery="kings" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const list = within(dialog).getByRole('list', { name: 'Search results' });
    const count = within(list).getAllByRole('listitem').length;
    await expect(count).toBeLessThanOrEqual(6);
    // the count is the app's to announce (its live region); the dialog draws no region of its own
    await expect(within(dialog).queryByRole('status')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Filters' })).toBeNull();
    await thumbnailsSettled(dialog);
  },
});

/** More than 6 results: filters for theme, provider and feature. */
export const ResultsWithFilters = meta.story({
  render: () => <WiredSearch initialQuery="cash" games={bigCatalogue} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const before = within(dialog).getAllByRole('listitem').length;
    await expect(before).toBeGreaterThan(6);
    const filters = within(dialog).getByRole('button', { name: 'Filters' });
    await userEvent.click(filters);
    const panel = within(dialog).getByRole('region', { name: 'Filters' });
    await expect(within(panel).getByRole('group', { name: 'Themes' })).toBeVisible();
    const [first] = within(within(panel).getByRole('group', { name: 'Providers' })).getAllByRole('checkbox');
    if (first) await userEvent.click(first);
    const results = within(dialog).getByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem').length).toBeLessThan(before));
    await expect(filters).toHaveAccessibleName('Filters 1 selected');
    await thumbnailsSettled(dialog);
  },
});

/** Exactly 6 results: no filters yet (§5). */
export const SixResultsNoFilters = meta.story({
  render: () => (
    <WiredSearch initialQuery="spin" games={catalogue.filter((g) => /spin/i.test(g.name)).slice(0, 6)} />
  ),
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(dialog).queryByRole('button', { name: 'Filters' })).toBeNull();
  },
});

export const NoResults = meta.story({
  render: () => <WiredSearch initialQuery="zzzz" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await expect(within(dialog).getByText('No results found. Maybe try a different keyword?')).toBeVisible();
    await expect(dialog.querySelector('[data-slot="search-no-results"]')).toBeVisible();
  },
});

/** A misspelt name: the closest names are offered under the message. */
export const DidYouMean = meta.story({
  render: () => <WiredSearch initialQuery="kigns" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const group = within(dialog).getByRole('group', { name: 'Did you mean' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cash Kings Deluxe', 'Golden Kings', 'Lucky Kings']);
  },
});

/** Choosing a name searches for it; focus stays in the search box. */
export const PickingASuggestion = meta.story({
  render: () => <WiredSearch initialQuery="kigns" />,
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Golden Kings' }));
    const box = within(dialog).getByRole('searchbox', { name: 'Game name' });
    await expect(box).toHaveValue('Golden Kings');
    await expect(box).toHaveFocus();
    const list = within(dialog).getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(dialog).queryByRole('group', { name: 'Did you mean' })).toBeNull();
  },
});

/** A first search waits: nothing was found before it, so the spinner stands alone. */
export const Loading = meta.story({
  render: () => <WiredSearch initialQuery="dragon" status="loading" games={[]} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await expect(within(dialog).getByRole('status', { name: 'Searching' })).toBeVisible();
  },
});

/**
 * A new search waits while the last one found games: those stay, busy, under the spinner, and the
 * grid stays on the page for the new results.
 */
export const LoadingOverResults = meta.story({
  render: () => <WiredSearch initialQuery="dragon" status="loading" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await thumbnailsSettled(dialog);
    await expect(within(dialog).getByRole('status', { name: 'Searching' })).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(dialog.querySelector('[data-slot="search-results"]')).toHaveAttribute('aria-busy', 'true');
  },
});

export const Phone = meta.story({
  render: () => <WiredSearch initialQuery="fire" />,
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await thumbnailsSettled(dialog);
  },
});

/** Keyboard only: open from the button, type, Escape closes, focus is back on the button. */
export const KeyboardRoundTrip = meta.story({
  render: () => <WiredSearch initiallyOpen={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    const box = within(dialog).getByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('lucky');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

/** The close button closes it too. */
export const CloseButton = meta.story({
  render: () => <WiredSearch initiallyOpen={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await animationsSettled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});
