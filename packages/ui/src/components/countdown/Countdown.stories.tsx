import { useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Countdown, type CountdownProps } from './Countdown.tsx';

const meta = preview.meta({
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { parts: { days: 2, hours: 3, minutes: 4, seconds: 5 }, label: 'Starts in', format: 'long' as const },
  argTypes: {
    format: { control: 'inline-radio', options: ['long', 'short', 'auto'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Long = meta.story({
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    // ticking must not chatter: the region is not live, and it reads as one sentence
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveTextContent('Starts in 2 days, 3 hours, 4 minutes, 5 seconds');
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', 'P2DT3H4M5S');
    await expect(canvas.getByText('Days')).toBeVisible();
  },
});

export const Short = meta.story({
  args: { format: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2d 03:04:05')).toBeVisible();
  },
});

export const LessThanADay = meta.story({
  args: { parts: { days: 0, hours: 0, minutes: 9, seconds: 1 }, label: 'Ends in', format: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('00:09:01')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 0 hours, 9 minutes, 1 second');
  },
});

export const LongLessThanADay = meta.story({
  args: { parts: { days: 0, hours: 1, minutes: 0, seconds: 59 }, label: 'Expires in' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Days')).toBeNull();
    await expect(canvas.getByText('Hour')).toBeVisible();
  },
});

export const NoLabel = meta.story({ args: { label: undefined, size: 'sm' } });

/** Short below 600 px wide, long above (spec §9). */
export const AutoOnPhone = meta.story({
  args: { format: 'auto' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    if (window.innerWidth < 600) await expect(canvas.getByText('2d 03:04:05')).toBeVisible();
    else await expect(canvas.getByText('Days')).toBeVisible();
  },
});

/** Units, plurals and the spoken summary come from the catalog (here German). */
export const LongInGerman = meta.story({
  args: { label: 'Startet in' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tage')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      'Startet in 2 Tage, 3 Stunden, 4 Minuten und 5 Sekunden',
    );
  },
});

export const ShortInFrench = meta.story({
  args: { label: 'Commence dans', format: 'short', parts: { days: 1, hours: 0, minutes: 0, seconds: 1 } },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 j 00:00:01')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('1 jour, 0 heure, 0 minute et 1 seconde');
  },
});

/** Counts down from `from` seconds, one a second, and stops at zero. */
function Running({ from, ...props }: Omit<CountdownProps, 'parts'> & { from: number }) {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <Countdown {...props} parts={{ days: 0, hours: 0, minutes: 0, seconds: left }} />;
}

/** Reaching zero is told once (the app reads it out); the seconds before it are not. */
export const EndsOnce = meta.story({
  args: { onEnd: fn(), format: 'short' },
  parameters: { screenshot: false },
  render: (args) => <Running {...args} from={2} />,
  play: async ({ args, canvas }) => {
    await expect(args.onEnd).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('00:00:00')).toBeVisible(), { timeout: 4000 });
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
    // a while at zero is still one end
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
});

/** A countdown drawn already at zero never ran on this screen: nothing to tell. */
export const DrawnAtZero = meta.story({
  args: { onEnd: fn(), format: 'short', parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('00:00:00')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
