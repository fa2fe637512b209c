import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Skeleton } from './Skeleton.tsx';

const meta = preview.meta({
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', className: 'w-48' },
  argTypes: { shape: { control: 'inline-radio', options: ['tile', 'text', 'circle'] } },
});

export const Text = meta.story({
  play: async ({ canvasElement }) => {
    // a placeholder says nothing to assistive tech
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
});

export const Tile = meta.story({ args: { shape: 'tile', className: 'w-40' } });

export const Circle = meta.story({ args: { shape: 'circle', className: undefined } });

/** How a loading game tile reads: the region is busy and labelled once, the shapes are silent. */
export const GameTileLoading = meta.story({
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
});

export const Playground = meta.story({ parameters: { screenshot: false } });
