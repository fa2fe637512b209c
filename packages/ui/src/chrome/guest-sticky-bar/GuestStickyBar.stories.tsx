import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { allBrandModes } from '../../stories/modes.ts';
import { GuestStickyBar } from './GuestStickyBar.tsx';

const meta = {
  title: 'Chrome/GuestStickyBar',
  component: GuestStickyBar,
  args: { onLogIn: fn(), onSignUp: fn() },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport' },
} satisfies Meta<typeof GuestStickyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnPhone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
};
