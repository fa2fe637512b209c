import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { logoImages } from '../fixtures.tsx';
import { InstallPrompt } from './InstallPrompt.tsx';

const meta = preview.meta({
  title: 'Chrome/InstallPrompt',
  component: InstallPrompt,
  args: { casinoName: 'Lucky Harbor Casino', onInstall: fn(), onDismiss: fn() },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: 'viewport' },
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
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Install' })).toBeNull();
  },
});
