/**
 * The route pages' code, one chunk each. `AppRoutes` renders them lazily; `preloadRoute` starts the download
 * of the page the address asks for as the lobby starts, so the page is in hand when the catalogue arrives
 * instead of being fetched only then.
 */
export const pages = {
  home: () => import('../pages/HomePage.tsx'),
  gameList: () => import('../pages/GameListPage.tsx'),
  providers: () => import('../pages/ProvidersPage.tsx'),
  provider: () => import('../pages/ProviderPage.tsx'),
  promotions: () => import('../pages/PromotionsPage.tsx'),
  tournaments: () => import('../pages/TournamentsPage.tsx'),
  tournament: () => import('../pages/TournamentPage.tsx'),
  liveDealer: () => import('../pages/LiveDealerPage.tsx'),
  sportsbook: () => import('../pages/SportsbookPage.tsx'),
  game: () => import('../pages/GamePage.tsx'),
  messageCenter: () => import('../pages/MessageCenterPage.tsx'),
} as const;

export type PageName = keyof typeof pages;

/** The path inside the lobby: the address's path without the deployment's base location. */
export function routePath(pathname: string, base: string): string {
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (trimmed && (pathname === trimmed || pathname.startsWith(`${trimmed}/`))) {
    return pathname.slice(trimmed.length) || '/';
  }
  return pathname || '/';
}

/** Which page a path shows, or null for one with no page of its own (redirects, not found). */
export function pageForPath(path: string): PageName | null {
  if (path === '/' || path === '') return 'home';
  if (/^\/(category|subgroup|theme)\/[^/]+\/?$/.test(path)) return 'gameList';
  if (/^\/(jackpot-games|all-games|suggested-games|favorites)\/?$/.test(path)) return 'gameList';
  if (/^\/providers\/?$/.test(path)) return 'providers';
  if (/^\/providers\/[^/]+\/?$/.test(path)) return 'provider';
  if (/^\/promotions\/?$/.test(path)) return 'promotions';
  if (/^\/tournaments\/?$/.test(path)) return 'tournaments';
  if (/^\/tournaments\/[^/]+\/?$/.test(path)) return 'tournament';
  if (/^\/live-dealer\/?$/.test(path)) return 'liveDealer';
  if (/^\/sportsbook\/?$/.test(path)) return 'sportsbook';
  if (/^\/(play|demo)\/[^/]+\/?$/.test(path)) return 'game';
  if (/^\/dashboard\/messagecenter\/?$/.test(path)) return 'messageCenter';
  return null;
}

/** Starts downloading the page a path shows; a failed download is left to the route to report. */
export function preloadRoute(path: string): PageName | null {
  const page = pageForPath(path);
  if (page) void pages[page]().catch(() => undefined);
  return page;
}
