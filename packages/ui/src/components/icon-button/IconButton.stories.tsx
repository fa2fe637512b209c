import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { CloseIcon, HeartIcon, SearchIcon } from '../icon/icons.tsx';
import { IconButton } from './IconButton.tsx';

const meta = preview.meta({
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search games', children: <SearchIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    pressed: { control: 'boolean' },
    children: { control: false },
  },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const Ghost = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search games' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // a plain action, not a toggle
    await expect(button).not.toHaveAttribute('aria-pressed');
  },
});

export const Outline = meta.story({ args: { variant: 'outline' } });

export const Secondary = meta.story({
  args: { variant: 'secondary', label: 'Close', children: <CloseIcon /> },
});

export const Primary = meta.story({ args: { variant: 'primary' } });

export const Small = meta.story({ args: { size: 'sm', variant: 'outline' } });

export const Large = meta.story({ args: { size: 'lg', variant: 'outline' } });

export const FavouriteOff = meta.story({
  args: { label: 'Favourite', pressed: false, variant: 'outline', children: <HeartIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite', pressed: false })).toBeVisible();
  },
});

export const FavouriteOn = meta.story({
  args: { label: 'Favourite', pressed: true, variant: 'outline', children: <HeartIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { disabled: true, variant: 'outline' } });

/** A favourite toggle with state: each click flips aria-pressed. */
export const FavouriteToggle = meta.story({
  args: { label: 'Favourite', variant: 'outline', children: <HeartIcon /> },
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <IconButton
        {...args}
        pressed={pressed}
        onClick={(event) => {
          setPressed((value) => !value);
          args.onClick?.(event);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Favourite' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
  parameters: { screenshot: false },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
