import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { Tag, tagKinds } from './Tag.tsx';

const meta = preview.meta({
  title: 'Primitives/Tag',
  component: Tag,
  args: { kind: 'new' as const },
  argTypes: {
    kind: { control: 'select', options: tagKinds },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const New = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
});

export const Exclusive = meta.story({ args: { kind: 'exclusive' } });

export const Jackpot = meta.story({ args: { kind: 'jackpot' } });

export const Live = meta.story({
  args: { kind: 'live' },
  play: async ({ canvas }) => {
    // the pulsing dot is decoration; only the word is read
    await expect(canvas.getByText('Live')).toBeVisible();
  },
});

export const Upcoming = meta.story({ args: { kind: 'upcoming' } });

export const Finished = meta.story({ args: { kind: 'finished' } });

export const Small = meta.story({ args: { kind: 'jackpot', size: 'sm' } });

export const CustomText = meta.story({
  args: { kind: 'jackpot', children: '$1,204,330' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,204,330')).toBeVisible();
    await expect(canvas.queryByText('Jackpot')).toBeNull();
  },
});

export const UpcomingInSpanish = meta.story({
  args: { kind: 'upcoming' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Próximamente')).toBeVisible();
  },
  // the text is the point here; the look is covered by Upcoming in every brand
  parameters: { screenshot: false },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
