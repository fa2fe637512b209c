import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { LiveRegion } from './LiveRegion.tsx';

const meta = preview.meta({
  title: 'Primitives/LiveRegion',
  component: LiveRegion,
  // nothing to see: the regions are for screen readers only
  parameters: { screenshot: false },
});

export const Empty = meta.story({
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-slot="live-region"]');
    await expect(region).toBeInTheDocument();
    await expect(region?.querySelector('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await expect(region?.querySelector('[aria-live="assertive"]')).toBeInTheDocument();
    // the assertive region is no alert: an empty one would always be on the page
    await expect(region?.querySelector('[role="alert"]')).toBeNull();
  },
});

export const Messages = meta.story({
  args: {
    messages: [
      { id: 1, text: '12 games found', politeness: 'polite' },
      { id: 2, text: 'Your deposit could not be processed', politeness: 'assertive' },
      { id: 3, text: '12 games found', politeness: 'polite' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // each message sits in the region of its politeness, equal sentences as lines of their own
    await expect(canvas.getByRole('status')).toHaveTextContent('12 games found12 games found');
    await expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Your deposit could not be processed',
    );
  },
});

export const Playground = meta.story({ args: { messages: [] } });
