import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

/** The winners section's two tabs, in the pill (default) or underline style. */
function winnersTabs(variant?: 'underline') {
  return (args: React.ComponentProps<typeof Tabs>) => (
    <Tabs {...args} className="w-80">
      <TabsList variant={variant} aria-label="Winners">
        <TabsTrigger value="recent">Recent Winners</TabsTrigger>
        <TabsTrigger value="biggest">Biggest Winners</TabsTrigger>
      </TabsList>
      <TabsContent value="recent">Lucky**88 won $1,240 on Golden Reels.</TabsContent>
      <TabsContent value="biggest">Ace***7 won $48,900 on Mega Jackpot.</TabsContent>
    </Tabs>
  );
}

const meta = preview.meta({
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'recent', onValueChange: fn() },
  render: winnersTabs(),
});

export const Pill = meta.story({
  play: async ({ args, canvas }) => {
    const recent = canvas.getByRole('tab', { name: 'Recent Winners' });
    const biggest = canvas.getByRole('tab', { name: 'Biggest Winners' });
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Recent Winners' })).toHaveTextContent(/Golden Reels/);

    await userEvent.click(biggest);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('biggest');
    await expect(canvas.getByRole('tabpanel', { name: 'Biggest Winners' })).toHaveTextContent(/Mega Jackpot/);

    // arrow keys move between tabs and select them
    await userEvent.keyboard('{ArrowLeft}');
    await expect(recent).toHaveFocus();
    await expect(recent).toHaveAttribute('aria-selected', 'true');
  },
});

export const Underline = meta.story({
  render: winnersTabs('underline'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Recent Winners', selected: true })).toBeVisible();
  },
});

export const SecondSelected = meta.story({
  args: { defaultValue: 'biggest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Biggest Winners', selected: true })).toBeVisible();
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });
