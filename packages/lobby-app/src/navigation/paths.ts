import { toSafeInternalPath } from '@lobby/domain';
import { type PageFile, ROUTES, routeRegExp, type TableRoute } from './routes.ts';

/** The params a path filled in for a route's `:param`s. */
export type RouteParams = Readonly<Record<string, string>>;

const MATCHERS = ROUTES.map((route: TableRoute) => ({ route, pattern: routeRegExp(route.path) }));

/** The route a path inside the lobby shows, with its params; null for a path no route shows (not found). */
export function matchRoute(path: string): { route: TableRoute; params: RouteParams } | null {
  for (const { route, pattern } of MATCHERS) {
    const match = pattern.exec(path || '/');
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

/**
 * Which page a path shows, or null for one with no page of its own (not found).
 *
 * @example
 * pageForPath('/providers/rtg'); // 'ProviderPage'
 */
export function pageForPath(path: string): PageFile | null {
  return matchRoute(path)?.route.page ?? null;
}

/**
 * The path a route shows with these params, each percent-encoded: what a lobby page remembers as the page
 * to come back to.
 *
 * @example
 * routeAddress('/providers/:name', { name: 'Tom Horn' }); // '/providers/Tom%20Horn'
 */
export function routeAddress(path: string, params: RouteParams): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The path inside the lobby: the address's path without the deployment's base location. */
export function routePath(pathname: string, base: string): string {
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (trimmed && (pathname === trimmed || pathname.startsWith(`${trimmed}/`))) {
    return pathname.slice(trimmed.length) || '/';
  }
  return pathname || '/';
}

const GAME_ROUTES = ROUTES.filter((route: TableRoute) => route.game).map((route) =>
  routeRegExp(route.path, true),
);

/**
 * Whether a path inside the lobby is a game's, which owns the whole screen (`/play/{shortname}`,
 * `/demo/{shortname}`).
 *
 * @example
 * isGamePath('/play/cash-bandits'); // true
 */
export function isGamePath(path: string): boolean {
  return GAME_ROUTES.some((pattern) => pattern.test(path));
}

/**
 * The params of the game route a link leads to, wherever its path starts (`…/demo/big%20santa?by=rtg`), or
 * null when it leads to no game. The params are as they stand in the link, not decoded.
 *
 * @example
 * gameLinkParams('https://casino.example/lobby/play/cashbandits3?by=rtg'); // { shortname: 'cashbandits3' }
 */
export function gameLinkParams(link: string): RouteParams | null {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  for (const pattern of GAME_ROUTES) {
    // without its `^`: after a base location or an origin too
    const match = new RegExp(pattern.source.slice(1), 'i').exec(path);
    if (match) return { ...match.groups };
  }
  return null;
}

// a path under a route's fixed start (`/category`, `/play`, …) belongs to the lobby, even where no route
// shows it (it then shows the not-found page in place); `/` alone is the home page
const LOBBY_STARTS = ROUTES.map((route) => route.path.split('/:', 1)[0] ?? '')
  .filter((start) => start !== '/')
  .map((start) => routeRegExp(start, true));

/**
 * The lobby path a same-origin link from server content leads to, or null when it is another page of the
 * casino's site (cashier, dashboard, …), which the browser opens normally.
 *
 * @example
 * lobbyPathOf('/promotions'); // '/promotions'
 * lobbyPathOf('/cashier/'); // null
 */
export function lobbyPathOf(path: string): string | null {
  const safe = toSafeInternalPath(path);
  if (safe === null) return null;
  const pathname = safe.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/' || LOBBY_STARTS.some((start) => start.test(pathname)) ? safe : null;
}
