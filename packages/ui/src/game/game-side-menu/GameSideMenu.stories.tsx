import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { logoImages, sidebarMenus, withRouterLinks } from '../../chrome/fixtures.tsx';
import { Logo } from '../../chrome/logo/Logo.tsx';
import { ownFrame } from '../../stories/docs.ts';
import { animationsSettled } from '../../stories/play.ts';
import { StoryNavigation } from '../stories/StoryNavigation.tsx';
import { type GameMenuSidebar, GameSideMenu, type MoneySwitchControl } from './GameSideMenu.tsx';

const onMoneyChange = fn();

const meta = preview.meta({
  title: 'Game/GameSideMenu',
  component: GameSideMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    logo: <Logo casinoName="Lucky Lobby" images={logoImages} size="sm" />,
    navigation: (
      <StoryNavigation labels={['Home', 'Online slots', 'Table games', 'Promotions', 'Tournaments']} />
    ),
    moneySwitch: { mode: 'real' as const, onChange: onMoneyChange },
  },
  parameters: { screenshot: 'viewport', docs: { story: ownFrame(760) } },
});

/** Real money, with the switch on: turning it off asks for fun money. */
export const RealMoney = meta.story({
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await animationsSettled();
    const toggle = within(dialog).getByRole('switch', { name: 'Real money' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(onMoneyChange).toHaveBeenLastCalledWith('fun');
  },
});

/** Fun money (demo): the switch is off. */
export const FunMoney = meta.story({
  args: { moneySwitch: { mode: 'fun', onChange: onMoneyChange } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await animationsSettled();
    await expect(within(dialog).getByRole('switch', { name: 'Real money' })).not.toBeChecked();
  },
});

/** Fusion, synth games or a player without practicemode on real money: no switch. */
export const WithoutSwitch = meta.story({
  args: { moneySwitch: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game menu' });
    await animationsSettled();
    await expect(within(dialog).queryByRole('switch')).toBeNull();
  },
});

/** On a phone. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Game menu' });
    await animationsSettled();
  },
});

/** Escape closes it and focus returns to the toggle. */
export const OpenAndClose = meta.story({
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
    await animationsSettled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Real money' }));
    await expect(within(dialog).getByRole('switch', { name: 'Real money' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
});

const sidebar: GameMenuSidebar = {
  ...sidebarMenus,
  links: { ...sidebarMenus.links, dailyFreeSpins: '/dashboard/loyalty/dailyfreespins' },
  currentPath: '/play/hidden-buffalo-2',
  theme: 'light',
  onThemeChange: fn(),
  onSearch: fn(),
  onLiveSupport: fn(),
  onLogOut: fn(),
};

/** A player: below the navigation, the lobby's sidebar, which leaves the navigation's pages to it. */
export const WithSidebar = meta.story({
  args: {
    navigation: <StoryNavigation labels={['Promotions', 'Tournaments', 'Live Dealer']} />,
    sidebar,
  },
  decorators: [withRouterLinks],
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Game menu' }));
    await animationsSettled();
    const lobbyMenu = within(dialog.getByRole('navigation', { name: 'Lobby menu' }));
    for (const name of ['Lobby', 'Favorites', 'Suggested', 'All Games', 'Jackpot Games']) {
      await expect(lobbyMenu.getByRole('link', { name })).toBeVisible();
    }
    // the navigation above lists these pages: the sidebar does not repeat them
    await expect(lobbyMenu.queryByRole('link', { name: 'Promotions' })).toBeNull();
    await expect(dialog.getAllByRole('link', { name: 'Promotions' })).toHaveLength(1);
    await userEvent.click(lobbyMenu.getByRole('button', { name: 'More' }));
    await expect(lobbyMenu.getByRole('link', { name: 'My Free Spins' })).toHaveAttribute(
      'href',
      '/dashboard/loyalty/dailyfreespins',
    );
    // the theme buttons apply at once and leave the menu open
    await userEvent.click(lobbyMenu.getByRole('button', { name: 'Dark' }));
    await expect(sidebar.onThemeChange).toHaveBeenLastCalledWith('dark');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/** Choosing a page or an action of the sidebar closes the menu, then does what it does in the lobby. */
export const SidebarChoiceCloses = meta.story({
  args: { open: false, sidebar },
  parameters: { screenshot: false },
  decorators: [withRouterLinks],
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const toggleRef = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={toggleRef} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          Game menu
        </button>
        <GameSideMenu {...args} open={open} onOpenChange={setOpen} returnFocusRef={toggleRef} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Game menu' });
    await userEvent.click(toggle);
    let dialog = within(await screen.findByRole('dialog', { name: 'Game menu' }));
    await animationsSettled();
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(sidebar.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    dialog = within(await screen.findByRole('dialog', { name: 'Game menu' }));
    await animationsSettled();
    await userEvent.click(dialog.getByRole('link', { name: 'Favorites' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
});

/** With the sidebar, on a phone. */
export const WithSidebarOnPhone = meta.story({
  args: { sidebar, navigation: <StoryNavigation labels={['Promotions', 'Tournaments', 'Live Dealer']} /> },
  decorators: [withRouterLinks],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Game menu' }));
    await animationsSettled();
    await expect(dialog.getByRole('navigation', { name: 'Lobby menu' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  },
});
