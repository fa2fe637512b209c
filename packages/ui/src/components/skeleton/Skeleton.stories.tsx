import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', className: 'w-48' },
  argTypes: { shape: { control: 'inline-radio', options: ['tile', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    // a placeholder says nothing to assistive tech
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Tile: Story = { args: { shape: 'tile', className: 'w-40' } };

export const Circle: Story = { args: { shape: 'circle', className: undefined } };

/** How a loading game tile reads: the region is busy and labelled once, the shapes are silent. */
export const GameTileLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading games" className="flex w-40 flex-col gap-2">
      <Skeleton shape="tile" />
      <Skeleton shape="text" className="w-3/4" />
      <Skeleton shape="text" className="h-3 w-1/2" />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading games' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Playground: Story = { parameters: { screenshot: false } };
