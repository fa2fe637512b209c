import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

const meta = preview.meta({
  title: 'Chrome/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'light' as const, onValueChange: fn() },
  decorators: [inBox('w-56')],
  parameters: { chromatic: { modes: allBrandModes } },
});

export const LightChosen = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
});

export const DarkChosen = meta.story({
  args: { value: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
  },
});

/** The collapsed sidebar: icons only, names kept for screen readers. */
export const IconsOnly = meta.story({
  args: { display: 'icons' },
  decorators: [inBox('w-12')],
  play: async ({ args, canvas }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
});
