// Shared story data for the chrome: a casino config's menus and a player's balances. Not shipped.
import type { Decorator } from '@storybook/react-vite';
import { type LinkComponent, LinkProvider } from '../lib/link.tsx';
import type { ProfileBalances } from './profile-box/profile.ts';
import type { ChromeMenuItem, MoreLinks } from './sidebar/items.ts';

export const navigation: ChromeMenuItem[] = [
  { id: 'promotions', label: 'Promotions', action: '/promotions', icon: 'gift', internal: true },
  { id: 'tournaments', label: 'Tournaments', action: '/tournaments', icon: 'trophy', internal: true },
  { id: 'live-dealer', label: 'Live Dealer', action: '/live-dealer', icon: 'live', internal: true },
];

export const launcher: ChromeMenuItem[] = [
  { id: 'jackpots', label: 'Jackpot Games', action: '/jackpot-games', icon: 'coins', internal: true },
  { id: 'table', label: 'Table Games', action: '/category/table-games', icon: 'cards', internal: true },
];

export const moreLinks: MoreLinks = {
  referAFriend: '/dashboard/refer-a-friend',
  vip: '/vip-program/',
  loyalty: '/dashboard/loyalty',
  banking: '/banking/',
  contact: '/contact-us/',
  terms: '/terms-and-conditions/',
};

/** A logged-in player's sidebar on a non-fusion casino, on the lobby page: the menus above. */
export const sidebarMenus = {
  loggedIn: true,
  fusion: false,
  navigation,
  launcher,
  links: moreLinks,
  currentPath: '/',
};

export const balances: ProfileBalances = {
  balance: 1234.5,
  withdrawable: 800,
  playthrough: 150.25,
  bonus: 50,
  comppoints: 4210,
};

export const nullBalances: ProfileBalances = {
  balance: null,
  withdrawable: null,
  playthrough: null,
  bonus: null,
  comppoints: null,
};

/** Stands in for the app's router link: in-app links do not leave the story (external ones would). */
const StoryRouterLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);

export const withRouterLinks: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);

/** A light and a dark logo image as the casino config would send them (drawn locally, no network). */
function logoImage(fill: string, ink: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="${fill}"/><text x="80" y="27" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${ink}">LUCKY 7</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const logoImages = { light: logoImage('#101828', '#ffd34d'), dark: logoImage('#ffd34d', '#101828') };
