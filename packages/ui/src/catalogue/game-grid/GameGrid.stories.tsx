import type { Game } from '@lobby/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { ownFrame } from '../../stories/docs.ts';
import { NoGamesFound } from '../no-games-found/NoGamesFound.tsx';
import { storyGames, thumbnailsSettled } from '../stories/fixtures.ts';
import { storyTile } from '../stories/tiles.tsx';
import { GameGrid } from './GameGrid.tsx';

const games = storyGames(24);
const manyGames = storyGames(2000, 11);

const meta = preview.meta({
  title: 'Catalogue/GameGrid',
  component: GameGrid<Game>,
  args: {
    items: games,
    getKey: (game: Game) => game.shortname,
    renderItem: (game: Game) => storyTile(game),
    label: 'Online Slots',
  },
  parameters: { layout: 'fullscreen', docs: { story: ownFrame(720) } },
  decorators: [inBox('p-4')],
  play: async ({ canvasElement }) => {
    await thumbnailsSettled(canvasElement);
  },
});

export const Default = meta.story({
  args: { items: games.slice(0, 10) },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    await expect(list.querySelectorAll('[data-slot="game-tile"]')).toHaveLength(10);
  },
});

export const Phone = meta.story({
  args: { items: games.slice(0, 8) },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
});

export const Wide = meta.story({
  args: { items: games.slice(0, 14) },
  globals: { viewport: { value: 'desktop1400', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(7);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', skeletonCount: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const Empty = meta.story({
  args: { items: [], empty: <NoGamesFound onReset={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops! No games found')).toBeVisible();
  },
});

/** 2,000 games in a scrolling box: only the rows near the view are in the DOM, and scrolling moves them. */
export const LongWindowedList = meta.story({
  args: { items: manyGames, label: 'All Games' },
  decorators: [
    (Story) => (
      <div data-testid="scroller" className="h-[640px] overflow-y-auto p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'All Games' });
    const tiles = () => list.querySelectorAll('[data-slot="game-tile"]').length;
    await expect(tiles()).toBeGreaterThan(0);
    await expect(tiles()).toBeLessThan(100);
    const items = list.querySelectorAll('li');
    await expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    // jump to the middle: the window follows, the DOM stays small. The list's height may still change when
    // this starts (its rows measured, the frame's width settling), so each try jumps to the middle it has now
    const scroller = canvas.getByTestId('scroller');
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight / 2;
        expect(list.querySelector('li[aria-posinset="1001"]')).not.toBeNull();
      },
      { timeout: 5_000 },
    );
    await expect(canvas.queryByRole('button', { name: 'Cash Bandits 3 1' })).toBeNull();
    await expect(tiles()).toBeLessThan(100);
    scroller.scrollTop = 0;
    // the window follows in the next animation frame, which a busy machine may hold back
    await waitFor(() => expect(list.querySelector('li[aria-posinset="1"]')).not.toBeNull(), {
      timeout: 5_000,
    });
    await thumbnailsSettled(canvasElement);
  },
});

/** The same list scrolled by the page itself, as on a list route. */
export const LongListPageScroll = meta.story({
  args: { items: manyGames, label: 'All Games' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All Games' });
    await expect(list.querySelectorAll('li').length).toBeLessThan(100);
    // the page's height settles as rows are measured, so each try scrolls to the middle of the height it has now
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight / 2);
        expect(list.querySelector('li[aria-posinset="1001"]')).not.toBeNull();
      },
      { timeout: 5_000 },
    );
    await expect(list.querySelectorAll('li').length).toBeLessThan(100);
    window.scrollTo(0, 0);
  },
});

/** Infinite loading: the footer coming into view asks for the next page until the last one. */
export const InfiniteLoading = meta.story({
  render: function InfiniteGrid(args) {
    const [count, setCount] = useState(10);
    const [loadingMore, setLoadingMore] = useState(false);
    const all = storyGames(30);
    return (
      <div data-testid="scroller" className="h-[560px] overflow-y-auto">
        <GameGrid
          {...args}
          items={all.slice(0, count)}
          hasMore={count < all.length}
          loadingMore={loadingMore}
          onReachEnd={() => {
            args.onReachEnd?.();
            setLoadingMore(true);
            setTimeout(() => {
              setCount((current) => Math.min(all.length, current + 10));
              setLoadingMore(false);
            }, 50);
          }}
        />
      </div>
    );
  },
  args: { items: games.slice(0, 10), onReachEnd: fn() },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    // each try scrolls to the end of what has arrived, as a player keeps scrolling, until the last page is in
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        expect(list.querySelectorAll('li')).toHaveLength(30);
      },
      { timeout: 5_000 },
    );
    await expect(canvas.getByRole('status')).toHaveTextContent("That's all 30 games");
    await expect(args.onReachEnd).toHaveBeenCalledTimes(2);
  },
});

/**
 * A list changed under the player (here, its order reversed): the frame that answers draws only the rows the
 * viewport shows, with padding standing in for the rest, and the rest follows a moment later. The footer
 * neither asks for the next page nor announces the end while the list is not drawn whole.
 */
export const ChangedList = meta.story({
  render: function ChangingGrid(args) {
    const [reversed, setReversed] = useState(false);
    const [pushed, setPushed] = useState(false);
    const [all] = useState(() => storyGames(50));
    const [backwards] = useState(() => [...all].reverse());
    return (
      <div className="flex flex-col gap-3">
        <div className="flex gap-3">
          <button type="button" onClick={() => setReversed((current) => !current)}>
            Reverse
          </button>
          <button type="button" onClick={() => setPushed((current) => !current)}>
            Open panel
          </button>
        </div>
        <div data-testid="scroller" className="h-[560px] overflow-y-auto">
          {/* a block above the list, as a filter panel: opening it moves the list without resizing it */}
          {pushed ? <div className="h-[500px]">Panel</div> : null}
          <GameGrid {...args} items={reversed ? backwards : all} hasMore onReachEnd={args.onReachEnd} />
        </div>
      </div>
    );
  },
  args: { onReachEnd: fn() },
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    const footer = canvasElement.querySelector('[data-slot="game-grid-footer"]') as HTMLElement;
    await expect(list.querySelectorAll('li')).toHaveLength(50);
    const height = list.offsetHeight;
    const backwardsFirst = storyGames(50)[49]?.name ?? '';
    const frames: { items: number; height: number; footer: string | undefined }[] = [];
    const watch = new MutationObserver(() =>
      frames.push({
        items: list.querySelectorAll('li').length,
        height: list.offsetHeight,
        footer: footer.dataset.state,
      }),
    );
    watch.observe(canvasElement, { childList: true, subtree: true, attributes: true });
    // a click of the browser's own, as a player's: the test library's click would draw everything at once
    canvas.getByRole('button', { name: 'Reverse' }).click();
    await waitFor(() => expect(list.querySelector('li')).toHaveTextContent(backwardsFirst));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(50));
    watch.disconnect();
    const first = frames[0];
    // the scroller shows two or three rows of the grid's columns: far fewer than 50
    await expect(first?.items).toBeGreaterThan(0);
    await expect(first?.items).toBeLessThan(25);
    await expect(first?.footer).toBe('pending');
    await expect(Math.abs((first?.height ?? 0) - height)).toBeLessThanOrEqual(1);
    await expect(footer).toHaveAttribute('data-state', 'more');
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
});

/**
 * A block opened above the list moves it down, out of most of the view, without a scroll or a resize: the
 * grid notices, and the next change draws the one row still in view rather than the rows in view before.
 */
export const ChangedListMovedDown = meta.story({
  render: ChangedList.input.render,
  args: { onReachEnd: fn() },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Open panel' }));
    // the grid learns that it moved from an intersection observer, which reports after the frame that drew the
    // panel, and measures in the frame after that: give it those frames, and its own render a task, before the
    // list changes
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const counts: number[] = [];
    const watch = new MutationObserver(() => counts.push(list.querySelectorAll('li').length));
    watch.observe(list, { childList: true });
    canvas.getByRole('button', { name: 'Reverse' }).click();
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(50));
    watch.disconnect();
    await expect(counts[0]).toBe(columns);
  },
});

/**
 * Items drawn from their props alone and keyed by place (no `getKey`, as the lobby's game tiles): a changed
 * list redraws them in place, so the first place keeps its element and shows the new first game, picture and
 * all.
 */
export const ReusedItems = meta.story({
  render: ChangedList.input.render,
  args: { onReachEnd: fn(), getKey: undefined },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online Slots' });
    const firstPlace = list.querySelector('li');
    const firstPicture = firstPlace?.querySelector('img');
    const backwards = storyGames(50).reverse();
    // the first and last games differ, so the first place has something new to show
    await expect(backwards[0]?.name).not.toBe(backwards[49]?.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(list.querySelector('li')).toHaveTextContent(backwards[0]?.name ?? ''));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(50));
    // the same element in the first place, with the new game's name and its own picture, loading afresh
    await expect(list.querySelector('li')).toBe(firstPlace);
    const picture = firstPlace?.querySelector('img');
    await expect(picture).not.toBe(firstPicture);
    await expect(picture?.getAttribute('src')).not.toBe(firstPicture?.getAttribute('src'));
    await thumbnailsSettled(canvasElement);
  },
});

export const LoadingMore = meta.story({
  args: { items: games.slice(0, 10), onReachEnd: fn(), hasMore: true, loadingMore: true },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading more games' })).toBeVisible();
  },
});

export const LastPage = meta.story({
  args: { items: games.slice(0, 10), onReachEnd: fn(), hasMore: false },
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsSettled(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("That's all 10 games");
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
});

/** Keyboard: Tab walks the tiles in order. */
export const KeyboardOrder = meta.story({
  args: { items: games.slice(0, 4) },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[1]).toHaveFocus();
  },
});
