import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { allBrandModes } from '../../stories/modes.ts';
import { balances, moreLinks, navigation, withRouterLinks } from '../fixtures.tsx';
import { HeaderWidgets } from '../header-widgets/HeaderWidgets.tsx';
import { Logo } from '../logo/Logo.tsx';
import { MobileMenu } from '../mobile-menu/MobileMenu.tsx';
import { ProfileBox } from '../profile-box/ProfileBox.tsx';
import { QuickAccessBar } from '../quick-access-bar/QuickAccessBar.tsx';
import { Header } from './Header.tsx';

const meta = preview.meta({
  title: 'Chrome/Header',
  component: Header,
  args: {
    logo: <Logo casinoName="Lucky Lobby" />,
    onSearch: fn(),
    onLogIn: fn(),
    onSignUp: fn(),
  },
  decorators: [withRouterLinks],
  parameters: { chromatic: { modes: allBrandModes }, layout: 'fullscreen' },
});

/** A guest: Log In and Sign Up instead of the profile box. */
export const Guest = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Search games' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
});

/** A player on desktop: quick-access bar and profile box. */
export const Player = meta.story({
  args: {
    actions: <QuickAccessBar balance={1234.5} currency="USD" unread={3} onDeposit={fn()} />,
    profile: <ProfileBox firstName="Ana" balances={balances} currency="USD" fusion={false} vipName="Gold" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Account: Ana/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
});

/** The casino's widgets sit between the logo and the search on wide screens. */
export const GuestWithWidgets = meta.story({
  args: {
    widgets: (
      <HeaderWidgets
        widgets={[
          { name: 'escapepod', html: '<div>Escape Pod: 3 bonus pods left today</div>' },
          { name: 'crewpon', html: '<div>Crewpon: your crew earned 2 coupons</div>' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const widgets = canvas.getByRole('list', { name: 'Casino widgets' });
    await expect(widgets).toBeVisible();
    await expect(widgets).toHaveTextContent('Escape Pod: 3 bonus pods left today');
    // the account buttons keep their place
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
});

const mobileMenu = (
  <MobileMenu
    loggedIn={false}
    fusion={false}
    navigation={navigation}
    links={moreLinks}
    currentPath="/"
    logo={<Logo casinoName="Lucky Lobby" />}
    language="en"
    onLanguageChange={fn()}
    theme="light"
    onThemeChange={fn()}
    onSearch={fn()}
  />
);

/** A guest on a phone: menu button, the mark alone, search, Log In and Sign Up. */
export const GuestOnPhone = meta.story({
  args: { logo: <Logo casinoName="Lucky Lobby" markOnly />, menu: mobileMenu },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    // on phones the sticky bar at the bottom offers Sign Up, so the header leaves it out
    await expect(canvas.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  },
});

/** A player on a phone: the profile box shrinks to the initials. */
export const PlayerOnPhone = meta.story({
  args: {
    logo: <Logo casinoName="Lucky Lobby" markOnly />,
    menu: mobileMenu,
    actions: <QuickAccessBar balance={1234.5} currency="USD" unread={3} onDeposit={fn()} />,
    profile: <ProfileBox firstName="Ana" balances={balances} currency="USD" fusion={false} />,
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    // the quick-access bar is desktop only
    await expect(canvas.queryByRole('navigation', { name: 'Quick access' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Account: Ana/ })).toBeVisible();
  },
});

/**
 * A player on a 375 px phone under a casino name too long for the room: the name is cut short, and the
 * search and the account keep their whole size inside the header (the page never scrolls sideways).
 */
export const PlayerOnPhoneLongName = meta.story({
  name: 'Player on a phone, the casino name gives way',
  args: {
    logo: <Logo casinoName="Lucky Harbor Casino and Resort" />,
    menu: mobileMenu,
    profile: <ProfileBox firstName="Ana" lastName="Ng" balances={balances} currency="USD" fusion={false} />,
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="header"]');
    await expect(header).not.toBeNull();
    const edge = header?.getBoundingClientRect().right ?? 0;
    for (const name of [/^Account: Ana/, 'Search games']) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(
        edge,
      );
    }
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
});
