import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Spinner } from './Spinner.tsx';

const meta = preview.meta({
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const Small = meta.story({ args: { size: 'sm' } });

export const Large = meta.story({
  args: { size: 'lg', label: 'Loading games' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading games' })).toBeVisible();
  },
});

export const Decorative = meta.story({
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
