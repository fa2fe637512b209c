import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allBrandModes } from '../../stories/modes.ts';
import { Tag, tagKinds } from './Tag.tsx';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { kind: 'new' },
  argTypes: {
    kind: { control: 'select', options: tagKinds },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: { chromatic: { modes: allBrandModes } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Exclusive: Story = { args: { kind: 'exclusive' } };

export const Jackpot: Story = { args: { kind: 'jackpot' } };

export const Live: Story = {
  args: { kind: 'live' },
  play: async ({ canvas }) => {
    // the pulsing dot is decoration; only the word is read
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const Upcoming: Story = { args: { kind: 'upcoming' } };

export const Finished: Story = { args: { kind: 'finished' } };

export const Small: Story = { args: { kind: 'jackpot', size: 'sm' } };

export const CustomText: Story = {
  args: { kind: 'jackpot', children: '$1,204,330' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,204,330')).toBeVisible();
    await expect(canvas.queryByText('Jackpot')).toBeNull();
  },
};

export const UpcomingInSpanish: Story = {
  args: { kind: 'upcoming' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Próximamente')).toBeVisible();
  },
  // the text is the point here; the look is covered by Upcoming in every brand
  parameters: { screenshot: false },
};

export const Playground: Story = { parameters: { screenshot: false } };
