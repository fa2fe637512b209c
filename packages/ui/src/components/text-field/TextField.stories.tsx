import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { SearchIcon } from '../icon/icons.tsx';
import { TextField } from './TextField.tsx';

const meta = preview.meta({
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Coupon code', onChange: fn(), className: 'w-72' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, 'MY50FREE');
    await expect(input).toHaveValue('MY50FREE');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toBeInvalid();
  },
  // the typed value would show in the picture; the Filled story holds a fixed one
  parameters: { screenshot: false },
});

export const Empty = meta.story({ args: { placeholder: 'e.g. WELCOME100' } });

export const Filled = meta.story({ args: { defaultValue: 'WELCOME100' } });

export const WithHint = meta.story({
  args: { hint: 'Codes are not case-sensitive.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      'Codes are not case-sensitive.',
    );
  },
});

/** The quick-deposit amount: currency prefix, number keypad, and the minimum-amount error. */
export const AmountWithError = meta.story({
  args: {
    label: 'Deposit amount (USD)',
    prefix: '$',
    numeric: true,
    defaultValue: '5',
    hint: 'Between $20 and $500.',
    error: 'Minimum amount to deposit is $20',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Deposit amount (USD)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    // error first, then the hint
    await expect(input).toHaveAccessibleDescription('Minimum amount to deposit is $20 Between $20 and $500.');
  },
});

export const Amount = meta.story({
  args: { label: 'Deposit amount (USD)', prefix: '$', numeric: true, defaultValue: '100', size: 'lg' },
});

export const WithSuffix = meta.story({
  args: { label: 'Search games', type: 'search', suffix: <SearchIcon />, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: 'WELCOME100' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
