import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = preview.meta({
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const Unchecked = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
});

export const Checked = meta.story({
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
});

export const Indeterminate = meta.story({
  args: { label: 'All providers', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All providers' })).toBePartiallyChecked();
  },
});

export const WithHint = meta.story({
  args: { label: 'Email me about new games', hint: 'At most one email a week.' },
});

/** The spin-wheel terms box left unticked: the error is tied to the box and read with it. */
export const TermsError = meta.story({
  args: {
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a>
      </>
    ),
    error: 'Please accept the terms to spin the wheel.',
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please accept the terms to spin the wheel.');
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
  },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
