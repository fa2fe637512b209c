import {
  applyFilters,
  EMPTY_FILTER_SELECTION,
  type FilterOptions,
  type FilterSelection,
  filterOptions,
  type SortKey,
  sortOptions,
  toggleFilter,
} from '@lobby/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { storyFilterLabels, storyGames } from '../stories/fixtures.ts';
import { PageTitleBar, type PageTitleBarProps } from './PageTitleBar.tsx';
import { PageTitleBarPreview } from './PageTitleBarPreview.tsx';

const games = storyGames(60);
const options = filterOptions(games, storyFilterLabels, 'en');

/** The bar wired to the domain rules as the app will wire it: sort and filters in local state. */
function WiredBar(props: Partial<PageTitleBarProps> & { games?: typeof games; options?: FilterOptions }) {
  const list = props.games ?? games;
  const [sort, setSort] = useState<SortKey>('newest');
  const [selection, setSelection] = useState<FilterSelection>(EMPTY_FILTER_SELECTION);
  return (
    <PageTitleBar
      title={props.title ?? 'Online Slots'}
      count={applyFilters(list, selection).length}
      totalGames={list.length}
      sortOptions={sortOptions(list)}
      sort={sort}
      onSortChange={(key) => {
        setSort(key);
        props.onSortChange?.(key);
      }}
      filterOptions={props.options ?? filterOptions(list, storyFilterLabels, 'en')}
      selection={selection}
      onToggleFilter={(kind, value) => {
        setSelection((current) => toggleFilter(current, kind, value));
        props.onToggleFilter?.(kind, value);
      }}
      onResetFilters={() => setSelection(EMPTY_FILTER_SELECTION)}
      {...(props.defaultFiltersOpen ? { defaultFiltersOpen: true } : {})}
    />
  );
}

const meta = preview.meta({
  title: 'Catalogue/PageTitleBar',
  component: PageTitleBar,
  args: {
    title: 'Online Slots',
    count: 60,
    totalGames: 60,
    onSortChange: fn(),
    onToggleFilter: fn(),
  },
  render: (args) => <WiredBar onSortChange={args.onSortChange} onToggleFilter={args.onToggleFilter} />,
  parameters: { layout: 'fullscreen' },
  decorators: [inBox('p-4')],
});

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Online Slots' })).toBeVisible();
    await expect(canvas.getByText('60 games')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  },
});

export const SortMenuOpen = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { screenshot: 'viewport' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Newest' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['A-Z', 'Z-A', 'Newest', 'Top Jackpots']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Newest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Top Jackpots' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('top-jackpots');
    await expect(canvas.getByRole('button', { name: 'Sort: Top Jackpots' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Top Jackpots' }));
    await screen.findByRole('menu');
  },
});

/** No game has a jackpot: Top Jackpots is not offered. */
export const SortWithoutJackpots = meta.story({
  render: () => <WiredBar games={games.map((game) => ({ ...game, jackpot: 0 }))} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Newest' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitemradio', { name: 'Top Jackpots' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
});

export const FilterPanelDesktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { screenshot: 'viewport' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Filters' });
    await expect(within(panel).getByRole('group', { name: 'Providers' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Betsoft/ }));
    await expect(args.onToggleFilter).toHaveBeenCalledWith('providers', 'betsoft');
    await expect(canvas.getByRole('button', { name: 'Filters 1 selected' })).toBeVisible();
    await expect(within(panel).getByRole('group', { name: /Providers/ })).toHaveTextContent('1 selected');
  },
});

export const FilterDrawerPhone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Pirates/ }));
    await expect(within(drawer).getByRole('checkbox', { name: /Pirates/ })).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: /^Show \d+ games$/ })).toBeVisible();
  },
});

export const FilterDrawerCloses = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
});

/** 20 games or fewer: no filter controls (§5). */
export const FewGames = meta.story({
  render: () => <WiredBar games={games.slice(0, 20)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 games')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
  },
});

const manyThemes: FilterOptions = {
  ...options,
  themes: Array.from({ length: 24 }, (_, i) => ({
    value: `theme-${i + 1}`,
    label: `Theme ${String(i + 1).padStart(2, '0')}`,
    count: 3 + ((i * 7) % 11),
  })),
};

/** More than 16 options: that list flows into columns. */
export const MultiColumnFilters = meta.story({
  render: () => <WiredBar options={manyThemes} defaultFiltersOpen />,
  globals: { viewport: { value: 'desktop1400', isRotated: false } },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filters' });
    await expect(within(panel).getByRole('group', { name: 'Themes' })).toHaveAttribute(
      'data-columns',
      'multi',
    );
    await expect(within(panel).getByRole('group', { name: 'Providers' })).toHaveAttribute(
      'data-columns',
      'single',
    );
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

/**
 * On a phone the sort and filter buttons always sit on a row of their own under the title and count, even
 * when a short title leaves room beside it: whether they fit would depend on the font's widths, and the brand
 * font comes after the first screen, so the games under the bar would move when it does.
 */
export const PhoneShortTitle = meta.story({
  name: 'Phone, short title: the buttons keep their own row',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: false },
  render: () => <WiredBar title="Slots" />,
  play: async ({ canvas, canvasElement }) => {
    const count = canvas.getByText(/^\d+ games$/).getBoundingClientRect();
    const sort = canvasElement.querySelector('[data-slot="sort-menu"]')?.getBoundingClientRect();
    await expect(sort).toBeDefined();
    await expect(sort?.top).toBeGreaterThanOrEqual(count.bottom);
    await expect(sort?.left).toBeLessThan(count.right);
  },
});

/**
 * While the working controls load, the list shows the bar's preview: the same title, count and buttons at
 * the same size (here above the real bar, on a phone, where the buttons wrap under a long title). The games
 * under the bar therefore do not move when the real one replaces it.
 */
export const PreviewWhileLoading = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  render: () => {
    const bar = {
      title: 'Progressive Jackpot Slots',
      count: games.length,
      totalGames: games.length,
      sortOptions: sortOptions(games),
      sort: 'newest' as const,
      onSortChange: fn(),
      filterOptions: options,
      selection: EMPTY_FILTER_SELECTION,
      onToggleFilter: fn(),
    };
    return (
      <div className="flex flex-col gap-6">
        <PageTitleBarPreview {...bar} />
        <PageTitleBar {...bar} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [stand, real] = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="page-title-bar"]')];
    if (!stand || !real) throw new Error('both bars should be on the page');
    await expect(stand).toHaveAttribute('data-preview');
    await expect(within(stand).queryAllByRole('button')).toHaveLength(0);
    await expect(within(real).getAllByRole('button')).toHaveLength(2);
    const size = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height };
    };
    await expect(size(stand)).toEqual(size(real));
    // the buttons wrap under the title in both
    await expect(size(stand).height).toBeGreaterThan(80);
  },
});
