import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../chrome/fixtures.tsx';
import { inBox } from '../stories/decorators.tsx';
import { storyNow, storyTournaments } from './stories/fixtures.ts';
import { TournamentsList } from './TournamentsList.tsx';

const live = storyTournaments.filter((t) => t.phase === 'running');
const upcoming = storyTournaments.filter((t) => t.phase === 'upcoming');
const finished = storyTournaments.filter((t) => t.phase === 'finished');

const meta = preview.meta({
  title: 'Tournaments/TournamentsList',
  component: TournamentsList,
  args: { live, upcoming, finished, currency: 'USD', now: storyNow },
  decorators: [withRouterLinks, inBox('p-4')],
  parameters: { layout: 'fullscreen' },
});

const group = (canvasElement: HTMLElement, kind: string) => {
  const found = canvasElement.querySelector<HTMLElement>(`[data-group="${kind}"]`);
  if (!found) throw new Error(`no ${kind} group`);
  return found;
};

/** Live in a grid, upcoming and finished in sliders, each group with its count. */
export const AllGroups = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Live Tournaments 2' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Upcoming Tournaments 2' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Finished Tournaments 4' })).toBeVisible();
    await expect(within(group(canvasElement, 'live')).getAllByRole('article')).toHaveLength(2);
    await expect(within(group(canvasElement, 'finished')).getAllByRole('article')).toHaveLength(4);
  },
});

/** Four finished cards fit from 1200 px; narrower, the slider pages with its buttons (3, 2, then 1 per page). */
export const FinishedSliderPages = meta.story({
  parameters: { screenshot: false },
  globals: { viewport: { value: 'tablet800', isRotated: false } },
  play: async ({ canvasElement }) => {
    const finishedGroup = within(group(canvasElement, 'finished'));
    const perPage = () => {
      const width = window.innerWidth;
      return width >= 1200 ? 4 : width >= 800 ? 3 : width >= 568 ? 2 : 1;
    };
    const list = finishedGroup.getByRole('list');
    const [first] = finishedGroup.getAllByRole('listitem');
    // in the Storybook UI the canvas takes the story's viewport, and the slider measures itself, a moment
    // after the story has rendered
    await waitFor(() =>
      expect(Math.round(list.clientWidth / (first?.getBoundingClientRect().width ?? 1))).toBe(perPage()),
    );
    if (perPage() < 4) {
      const next = await finishedGroup.findByRole('button', { name: 'Next tournaments' });
      await userEvent.click(next);
      await waitFor(() =>
        expect(finishedGroup.getByRole('button', { name: 'Previous tournaments' })).not.toHaveAttribute(
          'aria-disabled',
        ),
      );
    }
  },
});

/** Empty groups keep their heading and count and say so. */
export const NothingLiveOrUpcoming = meta.story({
  args: { live: [], upcoming: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Live Tournaments 0' })).toBeVisible();
    await expect(canvas.getByText('No tournament is running right now.')).toBeVisible();
    await expect(canvas.getByText('No upcoming tournaments yet.')).toBeVisible();
  },
});

/** Guests: 'Participate' asks to log in; reminders still work. */
export const Guest = meta.story({
  args: { onLoginRequired: fn(), onRemind: fn() },
  render: function Render(args) {
    const [reminders, setReminders] = useState<ReadonlySet<string>>(new Set());
    return (
      <TournamentsList
        {...args}
        reminders={reminders}
        onRemind={(t) => {
          args.onRemind?.(t);
          setReminders((current) => new Set([...current, t.id]));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const [participate] = canvas.getAllByRole('button', { name: 'Participate' });
    if (!participate) throw new Error('no Participate button');
    await userEvent.click(participate);
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    const [remind] = canvas.getAllByRole('button', { name: 'Remind Me' });
    if (!remind) throw new Error('no Remind Me button');
    await userEvent.click(remind);
    await expect(canvas.getAllByRole('button', { name: 'Reminder Set' })).toHaveLength(1);
    await expect(args.onRemind).toHaveBeenCalledTimes(1);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Finished Tournaments 4' })).toBeInTheDocument();
  },
});
