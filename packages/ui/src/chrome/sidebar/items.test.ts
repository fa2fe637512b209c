import { describe, expect, it } from 'vitest';
import {
  type ChromeMenuItem,
  isCurrentPath,
  moreLinks,
  type SidebarOptions,
  sidebarEntries,
  sidebarEntriesBesideNavigation,
} from './items.ts';

const links = {
  referAFriend: '/dashboard/refer-a-friend',
  vip: '/vip/',
  loyalty: '/dashboard/loyalty',
  banking: '/banking/',
  contact: '/contact/',
  terms: '/terms/',
};

const navigation: ChromeMenuItem[] = [
  { id: 'promos', label: 'Promotions', action: '/promotions', icon: 'gift', internal: true },
  { id: 'blog', label: 'Blog', action: 'https://blog.example.com', icon: 'news', internal: false },
  { id: 'broken', label: 'No action', action: '', icon: '', internal: true },
];
const launcher: ChromeMenuItem[] = [
  { id: 'sports', label: 'Sports', action: '/sportsbook', icon: 'sports', internal: true },
];

const keys = (options: SidebarOptions) => sidebarEntries(options).map((entry) => entry.key);

describe('sidebar entries', () => {
  it('gives a guest the reduced menu: no suggested, live support or log out', () => {
    expect(keys({ loggedIn: false, fusion: false, links })).toEqual([
      'lobby',
      'search',
      'favorites',
      'all-games',
      'more',
      'theme',
    ]);
  });

  it('gives a player suggested games, live support and log out', () => {
    expect(keys({ loggedIn: true, fusion: false, links })).toEqual([
      'lobby',
      'search',
      'favorites',
      'suggested',
      'all-games',
      'more',
      'live-support',
      'theme',
      'logout',
    ]);
  });

  it('adds Providers only in the fusion variant, after the launcher items', () => {
    expect(keys({ loggedIn: true, fusion: true, launcher })).toEqual([
      'lobby',
      'search',
      'favorites',
      'suggested',
      'all-games',
      'launcher:sports',
      'providers',
      'more',
      'live-support',
      'theme',
      'logout',
    ]);
  });

  it('puts the navigation items before All Games and skips items without an action', () => {
    const entries = sidebarEntries({ loggedIn: false, fusion: false, navigation });
    expect(entries.map((entry) => entry.key).slice(3, 6)).toEqual(['nav:promos', 'nav:blog', 'all-games']);
    expect(entries[3]).toMatchObject({ href: '/promotions', external: false, label: { text: 'Promotions' } });
    expect(entries[4]).toMatchObject({ href: 'https://blog.example.com', external: true });
  });

  it('shows a config item on the route of a built-in entry once: the built-in one stays', () => {
    const repeats: ChromeMenuItem[] = [
      { id: 'home', label: 'Lobby', action: '/', icon: 'home', internal: true },
      { id: 'favs', label: 'My favourites', action: '/favorites/', icon: 'heart', internal: true },
      { id: 'all', label: 'All', action: '/all-games?sort=az', icon: 'grid', internal: true },
      ...navigation,
    ];
    const entries = sidebarEntries({
      loggedIn: false,
      fusion: false,
      navigation: repeats,
      launcher: repeats,
    });
    expect(entries.map((entry) => entry.key)).toEqual([
      'lobby',
      'search',
      'favorites',
      'nav:promos',
      'nav:blog',
      'all-games',
      'theme',
    ]);
    expect(entries.filter((entry) => entry.kind === 'link' && entry.href === '/')).toEqual([
      expect.objectContaining({ key: 'lobby', label: { builtIn: 'lobby' } }),
    ]);
  });

  it('lists a page the launcher repeats from the navigation once, under the navigation’s name', () => {
    const promos: ChromeMenuItem[] = [
      { id: 'promos', label: 'Promos', action: '/promotions/', icon: 'gift', internal: true },
      ...launcher,
    ];
    const entries = sidebarEntries({ loggedIn: true, fusion: false, navigation, launcher: promos });
    const toPromotions = entries.filter(
      (entry) => entry.kind === 'link' && entry.href.startsWith('/promotions'),
    );
    expect(toPromotions).toEqual([
      expect.objectContaining({ key: 'nav:promos', label: { text: 'Promotions' } }),
    ]);
    expect(entries.map((entry) => entry.key)).toContain('launcher:sports');
  });

  it('keeps a config item on a built-in route that this visitor does not get', () => {
    const suggested: ChromeMenuItem[] = [
      { id: 'sugg', label: 'Picks', action: '/suggested-games', icon: 'sparkles', internal: true },
      { id: 'prov', label: 'Studios', action: '/providers', icon: 'providers', internal: true },
    ];
    // a guest has no built-in Suggested and a non-fusion casino no Providers
    expect(keys({ loggedIn: false, fusion: false, navigation: suggested })).toContain('nav:sugg');
    expect(keys({ loggedIn: false, fusion: false, navigation: suggested })).toContain('nav:prov');
    expect(keys({ loggedIn: true, fusion: true, navigation: suggested })).not.toContain('nav:sugg');
    expect(keys({ loggedIn: true, fusion: true, navigation: suggested })).not.toContain('nav:prov');
  });

  it('leaves the navigation to a list of its own beside it, and keeps everything else in order', () => {
    const promos: ChromeMenuItem[] = [
      { id: 'promos', label: 'Promos', action: '/promotions/', icon: 'gift', internal: true },
      ...launcher,
    ];
    const options: SidebarOptions = { loggedIn: true, fusion: false, navigation, launcher: promos, links };
    const beside = sidebarEntriesBesideNavigation(options).map((entry) => entry.key);
    expect(beside).toEqual(keys(options).filter((key) => key !== 'nav:promos' && key !== 'nav:blog'));
    // the launcher's repeat of a navigation page stays out: the navigation list beside it has the page
    expect(beside).not.toContain('launcher:promos');
    expect(beside).toContain('launcher:sports');
  });

  it('beside a navigation that lists the lobby, leaves the built-in Lobby to it', () => {
    const withLobby: ChromeMenuItem[] = [
      { id: 'home', label: 'Lobby', action: '/', icon: 'home', internal: true },
      ...navigation,
    ];
    const beside = sidebarEntriesBesideNavigation({ loggedIn: true, fusion: false, navigation: withLobby });
    expect(beside.map((entry) => entry.key)).not.toContain('lobby');
    expect(beside.map((entry) => entry.key)).toContain('favorites');
    expect(sidebarEntries({ loggedIn: true, fusion: false, navigation: withLobby })[0]?.key).toBe('lobby');
  });

  it('offers the rollback button last, only when the try-out cookie is set', () => {
    expect(keys({ loggedIn: false, fusion: false }).includes('rollback')).toBe(false);
    expect(keys({ loggedIn: false, fusion: false, showRollback: true }).at(-1)).toBe('rollback');
  });
});

describe('the More submenu', () => {
  const more = (options: Partial<SidebarOptions>) =>
    moreLinks({ loggedIn: true, fusion: false, links, ...options }).map((entry) => [entry.key, entry.label]);

  it('lists refer a friend, VIP, loyalty, banking, contact and terms for a player', () => {
    expect(more({}).map(([key]) => key)).toEqual([
      'refer-a-friend',
      'vip',
      'loyalty',
      'banking',
      'contact',
      'terms',
    ]);
  });

  it('hides refer a friend and loyalty from guests', () => {
    expect(more({ loggedIn: false }).map(([key]) => key)).toEqual(['vip', 'banking', 'contact', 'terms']);
  });

  it('lists the daily free spins page after loyalty for a player when given, never for a guest', () => {
    const withSpins = { ...links, dailyFreeSpins: '/dashboard/loyalty/dailyfreespins' };
    const entries = moreLinks({ loggedIn: true, fusion: false, links: withSpins });
    expect(entries.map((entry) => entry.key)).toEqual([
      'refer-a-friend',
      'vip',
      'loyalty',
      'daily-free-spins',
      'banking',
      'contact',
      'terms',
    ]);
    expect(entries[3]).toMatchObject({
      href: '/dashboard/loyalty/dailyfreespins',
      external: true,
      label: { builtIn: 'daily-free-spins' },
    });
    const guest = moreLinks({ loggedIn: false, fusion: false, links: withSpins });
    expect(guest.map((entry) => entry.key)).not.toContain('daily-free-spins');
  });

  it("labels the banking link 'Coins' when told (casino 14)", () => {
    expect(more({ bankingLabel: 'coins' })).toContainEqual(['banking', { builtIn: 'coins' }]);
    expect(more({})).toContainEqual(['banking', { builtIn: 'banking' }]);
  });

  it('leaves out pages the casino has not configured, and links loyalty to the dashboard by default', () => {
    const entries = moreLinks({ loggedIn: true, fusion: false, links: { terms: '/terms/', banking: null } });
    expect(entries.map((entry) => [entry.key, entry.href])).toEqual([
      ['loyalty', '/dashboard/loyalty'],
      ['terms', '/terms/'],
    ]);
  });
});

describe('the current page', () => {
  it('matches the lobby root only on the root', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/favorites')).toBe(false);
  });

  it('matches a section and its sub-pages, ignoring query and trailing slash', () => {
    expect(isCurrentPath('/providers', '/providers/netent?page=2')).toBe(true);
    expect(isCurrentPath('/favorites/', '/favorites')).toBe(true);
    expect(isCurrentPath('/all-games', '/all-games-new')).toBe(false);
  });

  it('never marks an address on another site as current', () => {
    expect(isCurrentPath('https://blog.example.com/', '/')).toBe(false);
  });
});
