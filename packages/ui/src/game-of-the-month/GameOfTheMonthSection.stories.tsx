import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { promoImage } from '../promotions/stories/fixtures.ts';
import { inBox } from '../stories/decorators.tsx';
import { GameOfTheMonthSection } from './GameOfTheMonthSection.tsx';

const game = {
  name: 'Cash Bandits 3',
  description:
    '<p>Our pick this month: <strong>Cash Bandits 3</strong>, with free spins and three vault bonuses.</p><script>alert(1)</script>',
  image: promoImage('Cash Bandits 3'),
};

const meta = preview.meta({
  title: 'Engagement/GameOfTheMonthSection',
  component: GameOfTheMonthSection,
  args: {
    id: 'gameofthemonth',
    title: 'Game of the Month',
    status: 'ready' as const,
    game,
    play: { href: '/play/cashbandits3' },
    onRetry: fn(),
  },
  decorators: [inBox('max-w-4xl p-4')],
});

/** A player: Play opens the game; the description's script is dropped by the sanitiser. */
export const Player = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Game of the Month' })).toHaveAttribute(
      'id',
      'home-gameofthemonth',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cash Bandits 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play Now' })).toHaveAttribute(
      'href',
      '/play/cashbandits3',
    );
    await waitFor(() => expect(canvasElement.querySelector('strong')).toHaveTextContent('Cash Bandits 3'));
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
});

/** A guest: Play asks to log in (the app opens its login prompt). */
export const Guest = meta.story({
  args: { play: { onPlay: fn() } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Play Now' });
    await userEvent.click(button);
    const play = args.play as { onPlay: () => void };
    await expect(play.onPlay).toHaveBeenCalledTimes(1);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', game: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** No game of the month: the section is left out entirely. */
export const NoneThisMonth = meta.story({
  args: { game: null },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
});

export const LoadFailed = meta.story({
  args: { status: 'error', game: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the game of the month.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Play Now' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
});
