import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { sidebarMenus, withRouterLinks } from '../fixtures.tsx';
import { Sidebar } from './Sidebar.tsx';

const meta = preview.meta({
  title: 'Chrome/Sidebar',
  component: Sidebar,
  args: {
    ...sidebarMenus,
    expanded: true,
    onExpandedChange: fn(),
    theme: 'light' as const,
    onThemeChange: fn(),
    onSearch: fn(),
    onLiveSupport: fn(),
    onLogOut: fn(),
    onRollback: fn(),
  },
  decorators: [withRouterLinks, inBox('flex h-[50rem] bg-bg')],
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, layout: 'fullscreen' },
});

const menu = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Main menu' }));

/** A guest: the reduced menu (no suggested, live support or log out). */
export const Guest = meta.story({
  args: { loggedIn: false },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Suggested' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Live Support' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Log Out' })).toBeNull();
  },
});

/** A player on /favorites: the page is marked current; search, live support and log out call back. */
export const Player = meta.story({
  args: { currentPath: '/favorites' },
  play: async ({ args, canvas }) => {
    const nav = menu(canvas);
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Lobby' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Suggested' })).toHaveAttribute('href', '/suggested-games');
    await expect(nav.queryByRole('link', { name: 'Providers' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(nav.getByRole('button', { name: 'Live Support' }));
    await expect(args.onLiveSupport).toHaveBeenCalledTimes(1);
    await userEvent.click(nav.getByRole('button', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await userEvent.click(nav.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
});

/** Fusion adds Providers; a provider page keeps it highlighted. */
export const Fusion = meta.story({
  args: { fusion: true, currentPath: '/providers/netent' },
  play: async ({ canvas }) => {
    await expect(menu(canvas).getByRole('link', { name: 'Providers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** The More submenu opened: the casino's other pages. */
export const MoreOpen = meta.story({
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Refer a Friend', 'VIP', 'Loyalty', 'Banking', 'Contact', 'Terms']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
  },
});

/** A player on a casino with daily free spins: the More submenu links to their page of the dashboard. */
export const MoreWithFreeSpins = meta.story({
  args: { links: { ...sidebarMenus.links, dailyFreeSpins: '/dashboard/loyalty/dailyfreespins' } },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    await userEvent.click(nav.getByRole('button', { name: 'More' }));
    const link = nav.getByRole('link', { name: 'My Free Spins' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/dashboard/loyalty/dailyfreespins');
  },
});

/** Casino 14 calls the banking page 'Coins' (§1). */
export const CoinsCasino = meta.story({
  args: { bankingLabel: 'coins', currentPath: '/banking/' },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    // the More submenu opens by itself when it holds the current page
    await expect(nav.getByRole('link', { name: 'Coins' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Banking' })).toBeNull();
  },
});

/** The try-out cookie is set: the way back to the previous lobby is offered last. */
export const RollbackShown = meta.story({
  args: { showRollback: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(menu(canvas).getByRole('button', { name: 'Back to the previous lobby' }));
    await expect(args.onRollback).toHaveBeenCalledTimes(1);
  },
});

/** Collapsed to a rail of icons; every entry keeps its name. */
export const Collapsed = meta.story({
  args: { expanded: false, currentPath: '/all-games' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(canvas).getByRole('link', { name: 'All Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
});

/**
 * Collapsed, with the keyboard: the More menu's code loads on the first open, which still puts focus on the
 * first page; Escape brings it back to the More button.
 */
export const CollapsedMoreWithKeyboard = meta.story({
  args: { expanded: false },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const more = menu(canvas).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More' });
    await waitFor(() => expect(within(list).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
  },
});

/** Collapsed, the More submenu opens as a menu beside the rail. */
export const CollapsedMoreMenu = meta.story({
  args: { expanded: false },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(menu(canvas).getByRole('button', { name: 'More' }));
    const more = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(more).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu(canvas).getByRole('button', { name: 'More' })).toHaveFocus());
    await userEvent.click(menu(canvas).getByRole('button', { name: 'More' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
});

/** The toggle at work: wide to narrow and back, keyboard only. */
export const ToggleWithKeyboard = meta.story({
  parameters: { screenshot: false },
  render: function Render(args) {
    const [expanded, setExpanded] = useState(true);
    return (
      <Sidebar
        {...args}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          args.onExpandedChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Side menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Lobby' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveFocus();
  },
});

/** The lobby is starting and the casino's menu is not known yet: the toggle, and an empty menu. */
export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Side menu' })).toBeEnabled();
  },
});
