import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { cn } from '../../lib/cn.ts';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { balances, launcher, moreLinks, navigation, withRouterLinks } from '../fixtures.tsx';
import { Footer } from '../footer/Footer.tsx';
import { GuestStickyBar } from '../guest-sticky-bar/GuestStickyBar.tsx';
import { Header } from '../header/Header.tsx';
import { Logo } from '../logo/Logo.tsx';
import { MobileLauncherBar } from '../mobile-launcher-bar/MobileLauncherBar.tsx';
import { MobileMenu } from '../mobile-menu/MobileMenu.tsx';
import { NavToggle } from '../nav-toggle/NavToggle.tsx';
import { ProfileBox } from '../profile-box/ProfileBox.tsx';
import { QuickAccessBar } from '../quick-access-bar/QuickAccessBar.tsx';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import type { ChromeTheme } from '../theme-switch/ThemeSwitch.tsx';
import { ChromeLayout } from './ChromeLayout.tsx';

const placeholderTiles = Array.from({ length: 10 }, (_, index) => `tile-${index + 1}`);

interface DemoProps {
  loggedIn: boolean;
  currentPath: string;
}

/** Every chrome piece around placeholder content, wired to a little local state as the app would do. */
function ChromeDemo({ loggedIn, currentPath }: DemoProps) {
  const [expanded, setExpanded] = useState(true);
  const [theme, setTheme] = useState<ChromeTheme>('light');
  const common = {
    loggedIn,
    fusion: false,
    navigation,
    launcher,
    links: moreLinks,
    currentPath,
    theme,
    onThemeChange: setTheme,
    onSearch: fn(),
    onLiveSupport: fn(),
    onLogOut: fn(),
  };
  return (
    <ChromeLayout
      header={
        <Header
          logo={<Logo casinoName="Lucky Lobby" className="max-sm:[&_[data-slot=logo-name]]:sr-only" />}
          menu={
            <MobileMenu
              {...common}
              logo={<Logo casinoName="Lucky Lobby" size="sm" />}
              language="en"
              onLanguageChange={fn()}
            />
          }
          actions={
            loggedIn ? (
              <QuickAccessBar
                balance={balances.balance}
                currency="USD"
                unread={12}
                onDeposit={fn()}
                start={<NavToggle items={navigation} currentPath={currentPath} />}
              />
            ) : null
          }
          profile={
            loggedIn ? (
              <ProfileBox
                firstName="Ana"
                lastName="Silva"
                vipName="Gold"
                balances={balances}
                currency="USD"
                fusion={false}
              />
            ) : undefined
          }
          onSearch={fn()}
          onLogIn={fn()}
          onSignUp={fn()}
        />
      }
      sidebar={<Sidebar {...common} expanded={expanded} onExpandedChange={setExpanded} />}
      footer={
        <Footer
          casinoName="Lucky Lobby"
          year={2026}
          termsHref="/terms-and-conditions/"
          privacyHref="/privacy-policy/"
        />
      }
      bottomBar={
        loggedIn ? (
          <MobileLauncherBar
            currentPath={currentPath}
            balance={balances.balance}
            currency="USD"
            onCashier={fn()}
          />
        ) : (
          <GuestStickyBar onLogIn={fn()} onSignUp={fn()} />
        )
      }
    >
      <div className="flex flex-col gap-4 p-4 xl:p-6">
        <h1 className="m-0 text-2xl font-bold">Lobby</h1>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {placeholderTiles.map((tile, index) => (
            <div
              key={tile}
              // phones show four, so the whole frame fits one screen (and one screenshot)
              className={cn('aspect-[3/4] rounded-lg bg-surface-sunken', index >= 4 && 'max-sm:hidden')}
            />
          ))}
        </div>
      </div>
    </ChromeLayout>
  );
}

// what the docs page says of it: the component shown is this file's own wiring, whose comment is not read there
const about =
  'All the page chrome together around placeholder content, for a guest and a player on desktop and phone. Implements §2 Page chrome as a whole.';

const meta = preview.meta({
  title: 'Chrome/ChromeLayout',
  component: ChromeDemo,
  args: { loggedIn: true, currentPath: '/' },
  decorators: [withRouterLinks],
  parameters: {
    chromatic: { modes: allBrandModes },
    layout: 'fullscreen',
    screenshot: 'viewport',
    docs: { story: ownFrame(900), description: { component: about } },
  },
});

/** A player on a 1200 px desktop: header with quick access and profile box, sidebar, footer. */
export const PlayerDesktop = meta.story({
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Quick access' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Launcher' })).toBeNull();
  },
});

/** A guest on a 1200 px desktop, sidebar collapsed with the toggle. */
export const GuestDesktopCollapsed = meta.story({
  args: { loggedIn: false },
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Side menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
});

/** A player on a 375 px phone: menu button, bottom launcher bar, no sidebar or quick-access bar; focus scrolls clear of both bars. */
export const PlayerPhone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Launcher' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    // the page scrolls a focused control clear of the sticky header and the launcher bar (WCAG 2.4.11)
    const root = getComputedStyle(document.documentElement);
    await expect(root.scrollPaddingTop).toBe('72px');
    await expect(root.scrollPaddingBottom).toBe('72px');
  },
});

/** A guest on a 375 px phone: the sticky Log In and Sign Up bar. */
export const GuestPhone = meta.story({
  args: { loggedIn: false },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Sign Up' }).length).toBeGreaterThan(0);
  },
});
