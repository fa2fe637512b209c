import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { storyReminderImage } from '../stories/fixtures.ts';
import { SynthReminder } from './SynthReminder.tsx';

const meta = preview.meta({
  title: 'Game/SynthReminder',
  component: SynthReminder,
  args: {
    image: storyReminderImage,
    imageAlt: 'Bonus round',
    href: '/promotions',
    onDismiss: fn(),
  },
});

/** 20 s into a synth game: the reminder picture and its link. */
export const WithLink = meta.story({
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('complementary', { name: 'Reminder' });
    await expect(within(banner).getByRole('img', { name: 'Bonus round' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss reminder' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

/** No link in the launch response: a button for the app to act on. */
export const WithButton = meta.story({
  args: { href: null, onAction: fn(), actionLabel: 'Play the bonus' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play the bonus' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
});
