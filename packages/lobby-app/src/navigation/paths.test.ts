import { describe, expect, it } from 'vitest';
import {
  gameLinkParams,
  isGamePath,
  lobbyPathOf,
  matchRoute,
  pageForPath,
  routeAddress,
  routePath,
} from './paths.ts';
import { ROUTES, type TableRoute } from './routes.ts';

/** An address the route shows: each `:param` filled in with a sample value. */
const sample = (path: string) => path.replace(/:\w+/g, 'sample-1');

describe('a path and its route', () => {
  it.each([
    ['/', 'HomePage', {}],
    ['', 'HomePage', {}],
    ['/category/online-slots', 'GameListPage', { slug: 'online-slots' }],
    ['/subgroup/megaways', 'GameListPage', { slug: 'megaways' }],
    ['/theme/egypt/', 'GameListPage', { slug: 'egypt' }],
    ['/jackpot-games', 'GameListPage', {}],
    ['/all-games', 'GameListPage', {}],
    ['/suggested-games', 'GameListPage', {}],
    ['/favorites', 'GameListPage', {}],
    ['/providers', 'ProvidersPage', {}],
    ['/providers/Tom Horn', 'ProviderPage', { name: 'Tom Horn' }],
    ['/promotions', 'PromotionsPage', {}],
    ['/Promotions', 'PromotionsPage', {}],
    ['/tournaments', 'TournamentsPage', {}],
    ['/tournaments/spring-sprint', 'TournamentPage', { name: 'spring-sprint' }],
    ['/live-dealer', 'LiveDealerPage', {}],
    ['/sportsbook', 'SportsbookPage', {}],
    ['/play/hidden-buffalo-2', 'GamePage', { shortname: 'hidden-buffalo-2' }],
    ['/demo/hidden-buffalo-2', 'GamePage', { shortname: 'hidden-buffalo-2' }],
    ['/dashboard/messagecenter', 'MessageCenterPage', {}],
  ])('%s shows the %s with params %j', (path, page, params) => {
    expect(pageForPath(path)).toBe(page);
    expect(matchRoute(path)?.params).toEqual(params);
  });

  it.each(['/category', '/category/a/b', '/play/', '/nowhere', '/providers/rtg/games', '/promotionsx'])(
    '%s has no route (not found)',
    (path) => {
      expect(matchRoute(path)).toBeNull();
      expect(pageForPath(path)).toBeNull();
    },
  );

  it.each([
    ['/favorites', 'favorites'],
    ['/suggested-games', 'suggested-games'],
    ['/category/slots', 'category'],
    ['/providers/rtg', 'provider'],
    ['/tournaments', 'tournaments'],
    ['/tournaments/x', 'tournament'],
    ['/live-dealer', 'live-dealer'],
    ['/sportsbook', 'sportsbook'],
    ['/play/x', 'play'],
    ['/demo/x', 'demo'],
  ])('%s passes the %s guard first', (path, guard) => {
    expect(matchRoute(path)?.route.guard).toBe(guard);
  });

  it.each(['/', '/all-games', '/theme/egypt', '/providers', '/promotions', '/dashboard/messagecenter'])(
    '%s is open to everyone',
    (path) => {
      expect(matchRoute(path)?.route.guard).toBeUndefined();
    },
  );

  it('is kept as the return page on the lobby pages, not on games, frames or the inbox', () => {
    // the pages that show another site's frame, and the inbox, are not returned to (§2)
    const notReturnedTo = new Set<string>(['LiveDealerPage', 'SportsbookPage', 'MessageCenterPage']);
    const rule = ROUTES.map((route: TableRoute) => [
      route.path,
      !route.game && !notReturnedTo.has(route.page),
    ]);
    expect(ROUTES.map((route: TableRoute) => [route.path, route.returnPage === true])).toEqual(rule);
  });

  it('remembers the address with its params encoded', () => {
    expect(routeAddress('/providers/:name', { name: 'Tom Horn' })).toBe('/providers/Tom%20Horn');
    expect(routeAddress('/category/:slug', { slug: 'online-slots' })).toBe('/category/online-slots');
    expect(routeAddress('/', {})).toBe('/');
  });
});

describe('game paths', () => {
  it.each(['/play/cash-bandits', '/demo/cash-bandits', '/play/x/more'])('%s is a game’s', (path) => {
    expect(isGamePath(path)).toBe(true);
  });

  it.each(['/', '/play', '/play/', '/players/x', '/providers/rtg', '/live-dealer'])(
    '%s is a lobby page’s',
    (path) => {
      expect(isGamePath(path)).toBe(false);
    },
  );

  it('finds a game route wherever it stands in a link', () => {
    expect(gameLinkParams('/play/cashbandits3?by=rtg')).toEqual({ shortname: 'cashbandits3' });
    expect(gameLinkParams('https://casino.example/lobby/demo/big%20santa#top')).toEqual({
      shortname: 'big%20santa',
    });
    expect(gameLinkParams('/replay/x')).toBeNull();
    expect(gameLinkParams('/promotions')).toBeNull();
  });
});

describe('lobby paths', () => {
  it.each(ROUTES.map((route) => sample(route.path)))('%s, a route, opens in place', (path) => {
    expect(lobbyPathOf(path)).toBe(path);
  });

  it.each(['/?search', '/all-games?x=1', '/category', '/providers/rtg/games', '/dashboard/messagecenter/x'])(
    '%s, under a route’s fixed start, opens in place',
    (path) => {
      expect(lobbyPathOf(path)).toBe(path);
    },
  );

  it.each([
    '/cashier/',
    '/dashboard/',
    '/dashboard/loyalty',
    '/vip-program',
    '/promotionsx',
    '//evil.example',
  ])('%s is another page of the site', (path) => {
    expect(lobbyPathOf(path)).toBeNull();
  });
});

describe('routePath', () => {
  it('takes the base location off the address', () => {
    expect(routePath('/casino/providers', '/casino/')).toBe('/providers');
    expect(routePath('/casino/', '/casino/')).toBe('/');
    expect(routePath('/casino', '/casino/')).toBe('/');
  });

  it('keeps a path under the root base, and one outside the base, as it is', () => {
    expect(routePath('/promotions', '/')).toBe('/promotions');
    expect(routePath('/elsewhere/x', '/casino/')).toBe('/elsewhere/x');
  });

  it('does not mistake a longer folder for the base', () => {
    expect(routePath('/casino-two/providers', '/casino/')).toBe('/casino-two/providers');
  });
});
