import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = {
  args: { size: 'lg', label: 'Loading games' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading games' })).toBeVisible();
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { parameters: { screenshot: false } };
