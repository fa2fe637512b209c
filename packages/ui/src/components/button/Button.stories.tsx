import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { Button } from './Button.tsx';

const meta = preview.meta({
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'accent', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { chromatic: { modes: allBrandModes } },
});

export const Primary = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // a double click acts once: its second click could land on whatever the first one brought up
    await userEvent.dblClick(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'View all' } });

export const Accent = meta.story({ args: { variant: 'accent', children: 'Play now' } });

export const Outline = meta.story({ args: { variant: 'outline', children: 'Show all' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Skip' } });

export const Danger = meta.story({ args: { variant: 'danger', children: 'Cancel withdrawal' } });

export const Link = meta.story({ args: { variant: 'link', children: 'Terms and conditions' } });

export const Small = meta.story({ args: { size: 'sm', children: 'Remind me' } });

export const Large = meta.story({ args: { size: 'lg', children: 'Log in' } });

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // money actions must not repeat: a click while busy is swallowed
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const AsLink = meta.story({
  args: { asChild: true, variant: 'outline', children: <a href="#cashier">Go to cashier</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to cashier' });
    await expect(link).toHaveAttribute('href', '#cashier');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
});

/** Every control in one place; its picture is the same as Primary, so it is not screenshotted. */
export const Playground = meta.story({
  parameters: { screenshot: false },
});
