import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { GuestStickyBar } from './GuestStickyBar.tsx';

const meta = preview.meta({
  title: 'Chrome/GuestStickyBar',
  component: GuestStickyBar,
  args: { onLogIn: fn(), onSignUp: fn() },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(200) } },
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
  // left off the docs page: its frames are narrower than a desktop window, so they would show the bar
  parameters: { screenshot: false, docs: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});
