import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { allBrandModes } from '../../stories/modes.ts';
import { Button } from './Button.tsx';

const meta = {
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
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
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
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View all' } };

export const Accent: Story = { args: { variant: 'accent', children: 'Play now' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Show all' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel withdrawal' } };

export const Link: Story = { args: { variant: 'link', children: 'Terms and conditions' } };

export const Small: Story = { args: { size: 'sm', children: 'Remind me' } };

export const Large: Story = { args: { size: 'lg', children: 'Log in' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // money actions must not repeat: a click while busy is swallowed
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#cashier">Go to cashier</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to cashier' });
    await expect(link).toHaveAttribute('href', '#cashier');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

/** Every control in one place; its picture is the same as Primary, so it is not screenshotted. */
export const Playground: Story = {
  parameters: { screenshot: false },
};
