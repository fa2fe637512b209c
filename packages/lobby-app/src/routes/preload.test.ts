import { describe, expect, it } from 'vitest';
import { pageForPath, routePath } from './preload.ts';

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

describe('pageForPath', () => {
  it.each([
    ['/', 'home'],
    ['/category/online-slots', 'gameList'],
    ['/subgroup/megaways', 'gameList'],
    ['/theme/egypt/', 'gameList'],
    ['/jackpot-games', 'gameList'],
    ['/all-games', 'gameList'],
    ['/suggested-games', 'gameList'],
    ['/favorites', 'gameList'],
    ['/providers', 'providers'],
    ['/providers/rtg', 'provider'],
    ['/promotions', 'promotions'],
    ['/tournaments', 'tournaments'],
    ['/tournaments/spring-sprint', 'tournament'],
    ['/live-dealer', 'liveDealer'],
    ['/sportsbook', 'sportsbook'],
    ['/play/hidden-buffalo-2', 'game'],
    ['/demo/hidden-buffalo-2', 'game'],
    ['/dashboard/messagecenter', 'messageCenter'],
  ])('%s shows the %s page', (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });

  it.each(['/category', '/category/a/b', '/play/', '/nowhere', '/providers/rtg/games'])(
    '%s has no page of its own to preload',
    (path) => {
      expect(pageForPath(path)).toBeNull();
    },
  );
});
