import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { Switch } from './Switch.tsx';

const meta = preview.meta({
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Real money', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const Off = meta.story({
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Real money' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // the label toggles it as well
    await userEvent.click(canvas.getByText('Real money'));
    await expect(toggle).not.toBeChecked();
  },
});

export const On = meta.story({
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Real money' })).toBeChecked();
  },
});

export const WithHint = meta.story({
  args: { label: 'Dark theme', hint: 'Remembered on this device for a year.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toHaveAccessibleDescription(
      'Remembered on this device for a year.',
    );
  },
});

export const Small = meta.story({ args: { size: 'sm', defaultChecked: true } });

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Real money' })).toBeDisabled();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
