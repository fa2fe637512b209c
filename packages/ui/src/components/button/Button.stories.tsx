import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { allBrandModes } from '../../stories/modes.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  parameters: { chromatic: { modes: allBrandModes } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
