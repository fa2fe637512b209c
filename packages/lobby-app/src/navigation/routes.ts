import type { GuardedRoute } from '@lobby/domain';

/**
 * The lobby's routes (§2), each declared once. The router (routes/AppRoutes.tsx), the page code preloaded as
 * the lobby starts, the build's preload lists for the page's head script, the lobby's own paths that server
 * links open in place and the game paths that own the whole screen (paths.ts) are all read from this table.
 * It imports nothing at run time, so that the build's config can read it too.
 *
 * Adding a route: one entry here and its page file in src/pages.
 */
export interface LobbyRoute {
  /**
   * The path inside the lobby, in wouter's syntax: fixed segments and `:param`s. Each param reaches the page
   * as the prop of the same name.
   */
  readonly path: string;
  /** The page shown: its file name in src/pages, without `.tsx`. */
  readonly page: string;
  /** Props the page always gets, besides the path's params. */
  readonly props?: Readonly<Record<string, string>>;
  /** The domain's guard (`guardRoute`) the route passes before its page shows. */
  readonly guard?: GuardedRoute['name'];
  /** Remembered as the page a game's back button returns to (§2). */
  readonly returnPage?: boolean;
  /** A running game: it owns the whole screen, without the lobby's chrome. Every other route is a lobby page. */
  readonly game?: boolean;
  /** `'home'`: on arrival the route reads `?play=`, `?fav=` and `?search`, and scrolls to the top (§2). */
  readonly arrival?: 'home';
}

/** Every route of §2, in the order the router tries them. */
export const ROUTES = [
  { path: '/', page: 'HomePage', arrival: 'home', returnPage: true },
  {
    path: '/category/:slug',
    page: 'GameListPage',
    props: { kind: 'category' },
    guard: 'category',
    returnPage: true,
  },
  { path: '/subgroup/:slug', page: 'GameListPage', props: { kind: 'subgroup' }, returnPage: true },
  { path: '/theme/:slug', page: 'GameListPage', props: { kind: 'theme' }, returnPage: true },
  { path: '/jackpot-games', page: 'GameListPage', props: { kind: 'jackpot' }, returnPage: true },
  { path: '/all-games', page: 'GameListPage', props: { kind: 'all' }, returnPage: true },
  {
    path: '/suggested-games',
    page: 'GameListPage',
    props: { kind: 'suggested' },
    guard: 'suggested-games',
    returnPage: true,
  },
  {
    path: '/favorites',
    page: 'GameListPage',
    props: { kind: 'favorites' },
    guard: 'favorites',
    returnPage: true,
  },
  { path: '/providers', page: 'ProvidersPage', returnPage: true },
  { path: '/providers/:name', page: 'ProviderPage', guard: 'provider', returnPage: true },
  { path: '/promotions', page: 'PromotionsPage', returnPage: true },
  { path: '/tournaments', page: 'TournamentsPage', guard: 'tournaments', returnPage: true },
  { path: '/tournaments/:name', page: 'TournamentPage', guard: 'tournament', returnPage: true },
  { path: '/live-dealer', page: 'LiveDealerPage', guard: 'live-dealer' },
  { path: '/sportsbook', page: 'SportsbookPage', guard: 'sportsbook' },
  { path: '/play/:shortname', page: 'GamePage', props: { mode: 'play' }, guard: 'play', game: true },
  { path: '/demo/:shortname', page: 'GamePage', props: { mode: 'demo' }, guard: 'demo', game: true },
  { path: '/dashboard/messagecenter', page: 'MessageCenterPage' },
] as const satisfies readonly LobbyRoute[];

/** A page some route shows, by its file name in src/pages. */
export type PageFile = (typeof ROUTES)[number]['page'];

/** A route of the table. */
export type TableRoute = LobbyRoute & { readonly page: PageFile };

/**
 * A route's pattern as a regular expression, matched as wouter's own parser does: case-insensitive, an
 * optional trailing slash, a param one segment, named as in the pattern. `loose` matches the route at the
 * start of a longer path. (The table's patterns have fixed segments and `:param`s only: its test holds them
 * to that.)
 */
export function routeRegExp(path: string, loose = false): RegExp {
  const body = path.replace(/\/$/, '').replace(/:(\w+)/g, '(?<$1>[^/]+?)');
  return new RegExp(`^${body}${loose ? '(?=$|/)' : '/?$'}`, 'i');
}

/**
 * The pages with the patterns of the paths that show them, as the build lists them for the page's head
 * script (public/early-start.js), which preloads the code of the page the address asks for.
 */
export function pagesWithPatterns(): { page: PageFile; file: string; patterns: string[] }[] {
  const pages = [...new Set(ROUTES.map((route) => route.page))];
  return pages.map((page) => ({
    page,
    file: `src/pages/${page}.tsx`,
    patterns: ROUTES.filter((route) => route.page === page).map((route) => routeRegExp(route.path).source),
  }));
}
