import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { animationsSettled } from '../../stories/play.ts';
import { sidebarMenus, withRouterLinks } from '../fixtures.tsx';
import { Logo } from '../logo/Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const meta = preview.meta({
  title: 'Chrome/MobileMenu',
  component: MobileMenu,
  args: {
    ...sidebarMenus,
    logo: <Logo casinoName="Lucky Lobby" size="sm" />,
    language: 'en' as const,
    onLanguageChange: fn(),
    theme: 'light' as const,
    onThemeChange: fn(),
    onSearch: fn(),
    onLiveSupport: fn(),
    onLogOut: fn(),
    onOpenChange: fn(),
  },
  decorators: [withRouterLinks],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(760) } },
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The drawer's code loads on the first open (the menu button is there at once); that first open still moves
 * focus into the drawer, and Escape brings it back to the button.
 */
export const FirstOpenAfterLazyLoad = meta.story({
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await animationsSettled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

/** Open for a player: the same entries as the desktop sidebar, settings at the bottom. */
export const OpenPlayer = meta.story({
  args: { defaultOpen: true, currentPath: '/favorites' },
  play: async ({ canvasElement }) => {
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await animationsSettled();
    await expect(drawer.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Open for a guest: the reduced menu. */
export const OpenGuest = meta.story({
  args: { defaultOpen: true, loggedIn: false, showRollback: true },
  play: async ({ canvasElement }) => {
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await animationsSettled();
    await expect(drawer.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await expect(drawer.getByRole('button', { name: 'Back to the previous lobby' })).toBeVisible();
  },
});

/** The settings panel: language and theme. */
export const SettingsPanel = meta.story({
  args: { defaultOpen: true, language: 'fr' },
  play: async ({ args, canvasElement }) => {
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await animationsSettled();
    await userEvent.click(drawer.getByRole('button', { name: 'Settings' }));
    await expect(drawer.getByRole('button', { name: 'Language: Français' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    // the theme is set here, so the list itself has no theme buttons
    await expect(drawer.getAllByRole('group', { name: 'Theme' })).toHaveLength(1);
  },
});

/** Opened from the menu button; focus stays inside; Escape closes it and focus returns to the button. */
export const OpenAndEscape = meta.story({
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await animationsSettled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // Shift+Tab from the first control wraps to the last one: focus is trapped
    await userEvent.tab({ shift: true });
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
});

/** Choosing a page or an action closes the drawer; the action still runs. */
export const ChoosingClosesIt = meta.story({
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    let drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await animationsSettled();
    await userEvent.click(drawer.getByRole('link', { name: 'All Games' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await animationsSettled();
    await userEvent.click(drawer.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
});
