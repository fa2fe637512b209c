import type { ComponentType } from 'react';
import { type PageName, pageForPath } from './page-paths.ts';

/** The code a route needs: a route page's, or the routes' own (see app-routes-loader.tsx). */
export type RouteCode = PageName | 'routes';

/** The route code in hand, by name: rendered at once, without a round through Suspense. */
const loaded = new Map<string, ComponentType<never>>();

/** A loader that remembers the component once it has loaded (and nothing when the download fails). */
export function tracked<M extends { default: ComponentType<never> }>(
  name: RouteCode,
  load: () => Promise<M>,
) {
  return () =>
    load().then((module) => {
      loaded.set(name, module.default);
      return module;
    });
}

/**
 * The route pages' code, one chunk each. `AppRoutes` renders them through `routePage`; `preloadRoute` starts
 * the download of the page the address asks for as the lobby starts, so the page is in hand when the
 * catalogue arrives instead of being fetched only then.
 */
export const pages = {
  home: tracked('home', () => import('../pages/HomePage.tsx')),
  gameList: tracked('gameList', () => import('../pages/GameListPage.tsx')),
  providers: tracked('providers', () => import('../pages/ProvidersPage.tsx')),
  provider: tracked('provider', () => import('../pages/ProviderPage.tsx')),
  promotions: tracked('promotions', () => import('../pages/PromotionsPage.tsx')),
  tournaments: tracked('tournaments', () => import('../pages/TournamentsPage.tsx')),
  tournament: tracked('tournament', () => import('../pages/TournamentPage.tsx')),
  liveDealer: tracked('liveDealer', () => import('../pages/LiveDealerPage.tsx')),
  sportsbook: tracked('sportsbook', () => import('../pages/SportsbookPage.tsx')),
  game: tracked('game', () => import('../pages/GamePage.tsx')),
  messageCenter: tracked('messageCenter', () => import('../pages/MessageCenterPage.tsx')),
} as const satisfies Record<PageName, () => Promise<unknown>>;

/** The component when its code has loaded, else undefined. */
export function loadedPage(name: RouteCode): ComponentType<never> | undefined {
  return loaded.get(name);
}

export { type PageName, pageForPath, routePath } from './page-paths.ts';

/** Starts downloading the page a path shows; a failed download is left to the route to report. */
export function preloadRoute(path: string): PageName | null {
  const page = pageForPath(path);
  if (page) void pages[page]().catch(() => undefined);
  return page;
}
