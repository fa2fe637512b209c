import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { logoImages } from '../../chrome/fixtures.tsx';
import { Logo } from '../../chrome/logo/Logo.tsx';
import { StoryNavigation } from '../stories/StoryNavigation.tsx';
import { GameSideMenu, type MoneySwitchControl } from './GameSideMenu.tsx';

const onMoneyChange = fn();

const meta = {
  title: 'Game/GameSideMenu',
  component: GameSideMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    logo: <Logo casinoName="Lucky Lobby" images={logoImages} size="sm" />,
    navigation: (
      <StoryNavigation labels={['Home', 'Online slots', 'Table games', 'Promotions', 'Tournaments']} />
    ),
    moneySwitch: { mode: 'real', onChange: onMoneyChange },
  },
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof GameSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real money, with the switch on: turning it off asks for fun money. */
export const RealMoney: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    const toggle = within(dialog).getByRole('switch', { name: 'Real money' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(onMoneyChange).toHaveBeenLastCalledWith('fun');
  },
};

/** Fun money (demo): the switch is off. */
export const FunMoney: Story = {
  args: { moneySwitch: { mode: 'fun', onChange: onMoneyChange } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await expect(within(dialog).getByRole('switch', { name: 'Real money' })).not.toBeChecked();
  },
};

/** Fusion, synth games or a player without practicemode on real money: no switch. */
export const WithoutSwitch: Story = {
  args: { moneySwitch: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await expect(within(dialog).queryByRole('switch')).toBeNull();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Game menu' });
  },
};

/** Escape closes it and focus returns to the toggle. */
export const OpenAndClose: Story = {
  args: { open: false },
  parameters: { screenshot: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [mode, setMode] = useState<MoneySwitchControl['mode']>('fun');
    const toggleRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={toggleRef} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          Game menu
        </button>
        <GameSideMenu
          {...args}
          open={open}
          onOpenChange={setOpen}
          returnFocusRef={toggleRef}
          moneySwitch={{ mode, onChange: setMode }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Game menu' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Real money' }));
    await expect(within(dialog).getByRole('switch', { name: 'Real money' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};
