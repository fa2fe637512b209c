import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { logoImages } from '../fixtures.tsx';
import { InstallPrompt } from './InstallPrompt.tsx';

const meta = preview.meta({
  title: 'Chrome/InstallPrompt',
  component: InstallPrompt,
  args: { casinoName: 'Lucky Harbor Casino', onInstall: fn(), onDismiss: fn() },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: 'viewport', docs: { story: ownFrame(320) } },
});

export const OnPhone = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Install Lucky Harbor Casino' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

export const WithCasinoIcon = meta.story({
  args: { icon: logoImages.light },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Install' })).toBeVisible();
  },
});

export const HiddenOnDesktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  // left off the docs page: its frames are narrower than a desktop window, so they would show the bar
  parameters: { screenshot: false, docs: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Install' })).toBeNull();
  },
});
