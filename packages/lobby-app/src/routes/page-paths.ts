/**
 * Which route page an address shows: a table of pure data, read by the lobby (preload.ts) and by the build,
 * which lists each page's code in index.html so that the page's head script can start downloading it with
 * the lobby's own (see vite.config.ts and public/early-start.js).
 */

/** Each page and the paths (inside the lobby) that show it. */
export const PAGE_PATHS = [
  { page: 'home', paths: ['^/?$'] },
  {
    page: 'gameList',
    paths: [
      '^/(category|subgroup|theme)/[^/]+/?$',
      '^/(jackpot-games|all-games|suggested-games|favorites)/?$',
    ],
  },
  { page: 'providers', paths: ['^/providers/?$'] },
  { page: 'provider', paths: ['^/providers/[^/]+/?$'] },
  { page: 'promotions', paths: ['^/promotions/?$'] },
  { page: 'tournaments', paths: ['^/tournaments/?$'] },
  { page: 'tournament', paths: ['^/tournaments/[^/]+/?$'] },
  { page: 'liveDealer', paths: ['^/live-dealer/?$'] },
  { page: 'sportsbook', paths: ['^/sportsbook/?$'] },
  { page: 'game', paths: ['^/(play|demo)/[^/]+/?$'] },
  {
    page: 'messageCenter',
    paths: ['^/dashboard/messagecenter/?$'],
  },
] as const;

export type PageName = (typeof PAGE_PATHS)[number]['page'];

const MATCHERS = PAGE_PATHS.map(({ page, paths }) => ({
  page,
  patterns: paths.map((source) => new RegExp(source)),
}));

/** Which page a path shows, or null for one with no page of its own (redirects, not found). */
export function pageForPath(path: string): PageName | null {
  const match = MATCHERS.find(({ patterns }) => patterns.some((pattern) => pattern.test(path || '/')));
  return match?.page ?? null;
}

/** The path inside the lobby: the address's path without the deployment's base location. */
export function routePath(pathname: string, base: string): string {
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (trimmed && (pathname === trimmed || pathname.startsWith(`${trimmed}/`))) {
    return pathname.slice(trimmed.length) || '/';
  }
  return pathname || '/';
}
