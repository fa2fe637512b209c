import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../chrome/fixtures.tsx';
import { inBox } from '../stories/decorators.tsx';
import { storyNow, storyTournament, TOURNAMENT_STORY_NOW } from './stories/fixtures.ts';
import { TournamentCard } from './TournamentCard.tsx';

const meta = preview.meta({
  title: 'Tournaments/TournamentCard',
  component: TournamentCard,
  args: {
    tournament: storyTournament('running'),
    currency: 'USD' as const,
    now: storyNow,
    imageLoading: 'eager' as const,
  },
  decorators: [withRouterLinks, inBox('w-80')],
});

/** Running: Live, 'Ends in', the prize pool without decimals and 'Participate' to the tournament's page. */
export const Live = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      'Ends in 3 days, 0 hours, 0 minutes, 0 seconds',
    );
    await expect(canvas.getByText('$25,000')).toBeVisible();
    await expect(canvas.getByText('By Betsoft')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Participate' })).toHaveAttribute(
      'href',
      '/tournaments/dragon-spin-sprint',
    );
  },
});

/** Less than a day left: no days box; a prize pool with cents is rounded to whole units. */
export const LiveEndingToday = meta.story({
  args: { tournament: storyTournament('running', 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Days')).toBeNull();
    await expect(canvas.getByText('$5,001')).toBeVisible();
    await expect(canvas.getByText('By Evoplay, Betsoft')).toBeVisible();
  },
});

/** Upcoming: 'Starts in' and 'Remind Me'; pressing it only turns the label into 'Reminder Set'. */
export const Upcoming = meta.story({
  args: { tournament: storyTournament('upcoming'), onRemind: fn() },
  render: function Render(args) {
    const [set, setSet] = useState(false);
    return (
      <TournamentCard
        {...args}
        reminderSet={set}
        onRemind={(t) => {
          args.onRemind?.(t);
          setSet(true);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 20 hours, 20 minutes, 34 seconds');
    const remind = canvas.getByRole('button', { name: 'Remind Me' });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remind);
    const set = canvas.getByRole('button', { name: 'Reminder Set' });
    await expect(set).toHaveAttribute('aria-pressed', 'true');
    await expect(set).toHaveFocus();
    await userEvent.click(set);
    await expect(args.onRemind).toHaveBeenCalledTimes(1);
  },
});

export const ReminderSet = meta.story({
  args: { tournament: storyTournament('upcoming', 1), reminderSet: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reminder Set' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 5 days');
  },
});

/** Finished: the end date in server time instead of a countdown, and a link to the results page. */
export const Finished = meta.story({
  args: { tournament: storyTournament('finished') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('Ended Nov 17, 2026, 12:00 PM EST')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/tournaments/space-slots-marathon',
    );
  },
});

/** A finished tournament without a prize pool or providers: a dash for the eye, words for the ear. */
export const FinishedWithMissingData = meta.story({
  args: { tournament: { ...storyTournament('finished', 3), providers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
    await expect(canvas.queryByText(/^By /)).toBeNull();
  },
});

/** A guest's 'Participate' asks to log in instead of leaving the page. */
export const GuestParticipates = meta.story({
  args: { onLoginRequired: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Participate' }));
    await expect(args.onLoginRequired).toHaveBeenCalledWith(args.tournament);
    await expect(canvas.queryByRole('link', { name: 'Participate' })).toBeNull();
  },
});

/** The countdown reaches zero: Upcoming turns Live and 'Starts in' flips to 'Ends in', without new data. */
export const FlipsAtTheStart = meta.story({
  parameters: { screenshot: false },
  args: {
    tournament: {
      ...storyTournament('upcoming'),
      window: { startAt: TOURNAMENT_STORY_NOW + 1_500, endAt: TOURNAMENT_STORY_NOW + 3_000 },
    },
  },
  render: function Render(args) {
    // a clock that runs from the story clock in real time, so the flip happens a second and a half in
    const [started] = useState(() => Date.now());
    const [now] = useState(() => () => TOURNAMENT_STORY_NOW + (Date.now() - started));
    return <TournamentCard {...args} now={now} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in');
    await expect(canvas.getByRole('button', { name: 'Remind Me' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Ends in'), { timeout: 4_000 });
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Participate' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Time is over')).toBeVisible(), { timeout: 4_000 });
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
});

/** Below 600 px the countdown takes the short format (§9). */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    if (window.innerWidth < 600) await expect(canvas.getByText('3d 00:00:00')).toBeVisible();
    else await expect(canvas.getByText('Days')).toBeVisible();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
