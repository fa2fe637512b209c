import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { GuestStickyBar } from './GuestStickyBar.tsx';

const meta = preview.meta({
  title: 'Chrome/GuestStickyBar',
  component: GuestStickyBar,
  args: { onLogIn: fn(), onSignUp: fn() },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport' },
});

export const OnPhone = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
});

export const HiddenOnDesktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});
