import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../chrome/fixtures.tsx';
import { RtgTournamentCard } from './RtgTournamentCard.tsx';
import { storyNow, storyRtgTournaments } from './stories/fixtures.ts';

const [running, , comingSoon] = storyRtgTournaments;
if (!running || !comingSoon) throw new Error('story tournaments missing');

const meta = preview.meta({
  title: 'Tournaments/RtgTournamentCard',
  component: RtgTournamentCard,
  args: { tournament: running, currency: 'USD' as const, now: storyNow, imageLoading: 'eager' as const },
  decorators: [
    withRouterLinks,
    (Story, { parameters }) => (
      <div className={parameters.wide ? 'w-[48rem] max-w-full' : 'w-80 max-w-full'}>
        <Story />
      </div>
    ),
  ],
});

/** Running: Live, start and end in server time, 'Ends in' and 'Enter' to /tournaments/{id}. */
export const Running = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('Nov 18, 2026, 12:00 PM EST')).toBeVisible();
    await expect(canvas.getByText('Nov 23, 2026, 12:00 PM EST')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 3 days');
    await expect(canvas.getByRole('link', { name: 'Enter' })).toHaveAttribute('href', '/tournaments/300');
  },
});

/** Coming soon: Upcoming, 'Starts in' and 'Buy In'. */
export const ComingSoon = meta.story({
  args: { tournament: comingSoon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 20 hours');
    await expect(canvas.getByRole('link', { name: 'Buy In' })).toHaveAttribute('href', '/tournaments/302');
  },
});

/** The only tournament: one wide card instead of a slider (§2). */
export const OnlyOne = meta.story({
  args: { layout: 'wide' },
  parameters: { wide: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-layout', 'wide');
  },
});

/** Guests are asked to log in, returning to the tournament. */
export const Guest = meta.story({
  args: { tournament: comingSoon, onLoginRequired: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy In' }));
    await expect(args.onLoginRequired).toHaveBeenCalledWith(comingSoon);
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
