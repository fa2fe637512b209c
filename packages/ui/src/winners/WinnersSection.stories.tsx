import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../stories/decorators.tsx';
import { WinnersSection } from './WinnersSection.tsx';
import { tickerSlides, type WinnerRow } from './WinnersTicker.tsx';

const AT = Date.UTC(2026, 10, 20, 15, 30);
const games = [
  ['Cash Bandits 3', 'RTG'],
  ['Aztec’s Millions', 'RTG'],
  ['Bubble Bubble 2', 'Betsoft'],
  ['Achilles Deluxe', 'RTG'],
  ['Big Santa', 'Pragmatic'],
  ['Lucky 8', 'Spinomenal'],
  ['Cleopatra’s Gold', 'RTG'],
  ['Panda Magic', 'Dragon'],
  ['Shanghai Lights', 'RTG'],
  ['Mermaid Royale', 'RTG'],
] as const;
const names = ['Ja***s', 'Mi***y', 'Ro***o', 'Ke***n', 'Al***a', 'Pe***r', 'Su***e', 'Da***d'];

const rows = (count: number, base: number): WinnerRow[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `${base}-${i}`,
    game: games[i % games.length]?.[0] ?? '',
    provider: games[i % games.length]?.[1] ?? '',
    username: names[i % names.length] ?? '',
    at: AT - i * 47 * 60_000,
    amount: base * (i + 1.37),
  }));

const recent = rows(10, 125);
const top = rows(10, 4_820);

const meta = preview.meta({
  title: 'Engagement/WinnersSection',
  component: WinnersSection,
  args: {
    id: 'winners',
    title: 'Winners',
    status: 'ready' as const,
    recent,
    top,
    fusion: false,
    currency: 'USD' as const,
    onRetry: fn(),
    speedMs: 0,
  },
  decorators: [inBox('max-w-4xl p-4')],
});

const ticker = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="winners-ticker"]');

/** RTG: Game, Username, Time, Payout; the tabs switch lists; no 'Try random!' of its own (the page has one). */
export const RtgColumns = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Winners' })).toHaveAttribute(
      'id',
      'home-winners',
    );
    const table = canvas.getByRole('table', { name: 'Recent Winners' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Game', 'Username', 'Time', 'Payout']);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$171.25');
    await userEvent.click(canvas.getByRole('tab', { name: 'Biggest Winners' }));
    const biggest = await canvas.findByRole('table', { name: 'Biggest Winners' });
    await expect(within(biggest).getAllByRole('row')[1]).toHaveTextContent('$6,603.40');
    await expect(ticker(canvasElement)).toHaveAttribute('data-slides', '4');
    await expect(canvas.queryByRole('button', { name: 'Play Now' })).toBeNull();
    await expect(canvas.queryByText("Don't know what to play? Try random!")).toBeNull();
  },
});

/** Fusion adds the Provider column and shows five rows at a time. */
export const FusionColumns = meta.story({
  args: { fusion: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Recent Winners' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Game', 'Provider', 'Username', 'Time', 'Payout']);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cash Bandits 3RTG');
    await expect(ticker(canvasElement)).toHaveAttribute('data-slides', '5');
  },
});

/** The ticker moves a row every 2 s and holds still while the pointer is over it. */
export const TickerPausedOnHover = meta.story({
  args: { speedMs: 2000 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const element = ticker(canvasElement);
    if (!element) throw new Error('no ticker');
    await expect(element).toHaveAttribute('data-playing', 'true');
    await waitFor(() => expect(element).toHaveAttribute('data-index', '1'), { timeout: 3500 });
    await userEvent.hover(element);
    await expect(element).toHaveAttribute('data-playing', 'false');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    await expect(element).toHaveAttribute('data-index', '1');
    await userEvent.unhover(element);
    await expect(element).toHaveAttribute('data-playing', 'true');
  },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The player's pause button (WCAG 2.2.2): pressed, the list holds still well past its 2 s step, for both
 * tabs, and the button offers to play it again.
 */
export const TickerPaused = meta.story({
  args: { speedMs: 2000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause winners' }));
    const element = ticker(canvasElement);
    if (!element) throw new Error('no ticker');
    await expect(element).toHaveAttribute('data-playing', 'false');
    const at = element.getAttribute('data-index');
    await wait(2300);
    await expect(element).toHaveAttribute('data-index', at ?? '');
    // the other list is paused too
    await userEvent.click(canvas.getByRole('tab', { name: 'Biggest Winners' }));
    const biggest = await canvas.findByRole('table', { name: 'Biggest Winners' });
    await expect(biggest).toHaveAttribute('data-playing', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: 'Recent Winners' }));
    await expect(await canvas.findByRole('table', { name: 'Recent Winners' })).toHaveAttribute(
      'data-index',
      '0',
    );
    const play = canvas.getByRole('button', { name: 'Play winners' });
    await expect(play).toHaveAttribute('data-action', 'play');
    // the target-size minimum of WCAG 2.5.8
    await expect(play.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(play.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    // reached by keyboard, with its focus ring in the picture: the first stop of the section. (Tabbing back
    // from the tab list instead would race the tab list's own handling of Shift+Tab, which a simulated key
    // press does not wait for in the Storybook UI.)
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(play).toHaveFocus();
  },
});

/** Played again, the list moves on from where it stood. */
export const TickerPlaysAgain = meta.story({
  args: { speedMs: 2000 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause winners' }));
    const element = ticker(canvasElement);
    if (!element) throw new Error('no ticker');
    await wait(2300);
    await expect(element).toHaveAttribute('data-index', '0');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause winners' })).toHaveFocus();
    await expect(element).toHaveAttribute('data-playing', 'true');
    await waitFor(() => expect(element).toHaveAttribute('data-index', '1'), { timeout: 3500 });
  },
});

/** Keyboard focus inside the list holds it still as well. */
export const TickerPausedOnFocus = meta.story({
  args: { speedMs: 2000 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const element = ticker(canvasElement);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="winners-viewport"]');
    if (!element || !viewport) throw new Error('no ticker');
    viewport.focus();
    await waitFor(() => expect(element).toHaveAttribute('data-playing', 'false'));
    viewport.blur();
    await waitFor(() => expect(element).toHaveAttribute('data-playing', 'true'));
  },
});

/** Under reduced motion nothing moves: the list scrolls by hand instead. */
export const ReducedMotion = meta.story({
  args: { speedMs: 2000 },
  parameters: { screenshot: false },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      } satisfies MediaQueryList;
    }) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const element = ticker(canvasElement);
    if (!element) throw new Error('no ticker');
    await expect(element).toHaveAttribute('data-moves', 'false');
    await expect(element).toHaveAttribute('data-playing', 'false');
    await new Promise((resolve) => setTimeout(resolve, 2300));
    await expect(element).toHaveAttribute('data-index', '0');
    const viewport = canvasElement.querySelector('[data-slot="winners-viewport"]');
    await expect(viewport).toHaveAttribute('tabindex', '0');
    // nothing moves, so there is nothing to pause
    await expect(within(canvasElement).queryByRole('button', { name: 'Pause winners' })).toBeNull();
  },
});

/** Phones: below 568 px seven rows (six in fusion); the ticker stays inside the page's width. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { fusion: true },
  play: async ({ canvasElement }) => {
    await expect(ticker(canvasElement)).toHaveAttribute('data-slides', '6');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="winners-skeleton"]')).not.toBeNull();
  },
});

export const Empty = meta.story({
  args: { recent: [], top: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No winners to show yet. Yours could be the first!')).toBeVisible();
  },
});

/** A failed load says so and offers to try again. */
export const LoadFailed = meta.story({
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the winners.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** The row counts of §9, wide and narrow. */
export const SlideCounts = meta.story({
  parameters: { screenshot: false },
  play: async () => {
    await expect(tickerSlides({ fusion: false, narrow: false })).toBe(4);
    await expect(tickerSlides({ fusion: true, narrow: false })).toBe(5);
    await expect(tickerSlides({ fusion: false, narrow: true })).toBe(7);
    await expect(tickerSlides({ fusion: true, narrow: true })).toBe(6);
  },
});
