import { describe, expect, it } from 'vitest';
import { loadedPage, type PageName, pageForPath, routePath, tracked } from './preload.ts';

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

/** A stand-in page component. */
function Page() {
  return null;
}

describe('tracked page loaders', () => {
  it('hand out the page once its code has loaded, and not before', async () => {
    let finish: (module: { default: typeof Page }) => void = () => {};
    const load = tracked(
      'probe',
      () => new Promise<{ default: typeof Page }>((resolve) => (finish = resolve)),
    );
    const pending = load();
    expect(loadedPage('probe' as PageName)).toBeUndefined();
    finish({ default: Page });
    await expect(pending).resolves.toEqual({ default: Page });
    expect(loadedPage('probe' as PageName)).toBe(Page);
  });

  it('remember nothing when the download fails', async () => {
    const load = tracked('broken', () => Promise.reject(new Error('offline')));
    await expect(load()).rejects.toThrow('offline');
    expect(loadedPage('broken' as PageName)).toBeUndefined();
  });
});
