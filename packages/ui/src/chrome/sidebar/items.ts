/**
 * What the sidebar (desktop) and the mobile menu list, decided from plain options so the rule can be read and
 * tested without rendering: guests see a reduced menu, fusion adds Providers, the config's navigation and
 * launcher items slot in at their places, and the 'More' submenu holds the casino's other pages (§2, §6).
 */
import type { MenuItem } from '@lobby/domain';

/** One entry of the casino config's navigation or launcher list (§3): the domain's MenuItem. */
export type ChromeMenuItem = MenuItem;

/** Casino 14 calls the banking page 'Coins' (§1); the domain's `bankingLabel(casinoId)` gives this value. */
export type BankingLabel = 'banking' | 'coins';

/** Addresses of the casino's own pages for the 'More' submenu. A missing or null address hides its entry. */
export interface MoreLinks {
  readonly referAFriend?: string | null;
  readonly vip?: string | null;
  readonly loyalty?: string | null;
  /** The player's daily free spins page of the dashboard; hidden unless given (casinos that offer them). */
  readonly dailyFreeSpins?: string | null;
  readonly banking?: string | null;
  readonly contact?: string | null;
  readonly terms?: string | null;
}

export interface SidebarOptions {
  readonly loggedIn: boolean;
  readonly fusion: boolean;
  /** The config's navigation list for the current language. */
  readonly navigation?: readonly ChromeMenuItem[];
  /** The config's launcher list for the current language. */
  readonly launcher?: readonly ChromeMenuItem[];
  readonly links?: MoreLinks;
  readonly bankingLabel?: BankingLabel;
  /** The try-out cookie is set: offer the way back to the previous lobby. */
  readonly showRollback?: boolean;
}

/** Texts the ui package owns and translates; config items bring their own (already localised) label. */
export type BuiltInLabel =
  | 'lobby'
  | 'search'
  | 'favorites'
  | 'suggested'
  | 'all-games'
  | 'providers'
  | 'more'
  | 'refer-a-friend'
  | 'vip'
  | 'loyalty'
  | 'daily-free-spins'
  | 'banking'
  | 'coins'
  | 'contact'
  | 'terms'
  | 'live-support'
  | 'logout'
  | 'rollback';

export type EntryLabel = { readonly builtIn: BuiltInLabel } | { readonly text: string };

export interface LinkEntry {
  readonly kind: 'link';
  readonly key: string;
  readonly label: EntryLabel;
  readonly href: string;
  /** Another page of the casino site (a full page load), not a lobby route. */
  readonly external: boolean;
  readonly icon: string;
}

export type SidebarAction = 'search' | 'live-support' | 'logout' | 'rollback';

export interface ActionEntry {
  readonly kind: 'action';
  readonly key: SidebarAction;
  readonly label: EntryLabel;
  readonly icon: string;
}

export interface MoreEntry {
  readonly kind: 'more';
  readonly key: 'more';
  readonly label: EntryLabel;
  readonly icon: string;
  readonly items: readonly LinkEntry[];
}

export interface ThemeEntry {
  readonly kind: 'theme';
  readonly key: 'theme';
}

export type SidebarEntry = LinkEntry | ActionEntry | MoreEntry | ThemeEntry;

/** Lobby routes of the built-in entries (§2). */
export const SIDEBAR_ROUTES = {
  lobby: '/',
  favorites: '/favorites',
  suggested: '/suggested-games',
  allGames: '/all-games',
  providers: '/providers',
} as const;

/** The loyalty page is a fixed casino page (§2 external pages); the others come from the config. */
export const DEFAULT_LOYALTY_HREF = '/dashboard/loyalty';

function builtIn(key: string, label: BuiltInLabel, href: string, icon: string, external = false): LinkEntry {
  return { kind: 'link', key, label: { builtIn: label }, href, external, icon };
}

function configEntries(
  prefix: string,
  items: readonly ChromeMenuItem[] | undefined,
  listed: Set<string>,
): LinkEntry[] {
  const entries: LinkEntry[] = [];
  for (const item of items ?? []) {
    const action = item.action.trim();
    if (action === '') continue;
    // the config often repeats a page already in the menu (its "Lobby" on "/", or the launcher's "Promos"
    // on the navigation's "/promotions"): the page is listed once, under the entry that came first
    const route = normalisePath(action);
    if (listed.has(route)) continue;
    listed.add(route);
    entries.push({
      kind: 'link',
      key: `${prefix}:${item.id}`,
      label: { text: item.label || item.id },
      href: item.action,
      external: !item.internal,
      icon: item.icon,
    });
  }
  return entries;
}

/**
 * The 'More' submenu: refer a friend (players), VIP, loyalty (players), the daily free spins page (players,
 * when given), banking or coins, contact, terms.
 *
 * @example
 * moreLinks({ loggedIn: false, fusion: false, links: { terms: '/terms/' } }).map((e) => e.key); // ['terms']
 */
export function moreLinks(options: SidebarOptions): LinkEntry[] {
  const { loggedIn, links = {}, bankingLabel = 'banking' } = options;
  const loyalty = links.loyalty === undefined ? DEFAULT_LOYALTY_HREF : links.loyalty;
  const candidates: Array<[string, BuiltInLabel, string | null | undefined, string, boolean]> = [
    ['refer-a-friend', 'refer-a-friend', loggedIn ? links.referAFriend : null, 'users', true],
    ['vip', 'vip', links.vip, 'crown', true],
    ['loyalty', 'loyalty', loggedIn ? loyalty : null, 'star', true],
    ['daily-free-spins', 'daily-free-spins', loggedIn ? links.dailyFreeSpins : null, 'gift', true],
    ['banking', bankingLabel, links.banking, bankingLabel === 'coins' ? 'coins' : 'bank', true],
    ['contact', 'contact', links.contact, 'mail', true],
    ['terms', 'terms', links.terms, 'document', true],
  ];
  return candidates
    .filter((candidate): candidate is [string, BuiltInLabel, string, string, boolean] =>
      Boolean(candidate[2]),
    )
    .map(([key, label, href, icon, external]) => builtIn(key, label, href, icon, external));
}

/**
 * Every sidebar entry in the order of the spec (§2): lobby, search, favourites, suggested, the config's
 * navigation, all games, the config's launcher, providers, More, live support, theme, log out, rollback.
 * Each page is listed once.
 *
 * @example
 * sidebarEntries({ loggedIn: false, fusion: false }).map((e) => e.key);
 * // ['lobby', 'search', 'favorites', 'all-games', 'more', 'theme']
 */
export function sidebarEntries(options: SidebarOptions): SidebarEntry[] {
  const { loggedIn, fusion, navigation, launcher, showRollback = false } = options;
  const listed = new Set<string>([
    SIDEBAR_ROUTES.lobby,
    SIDEBAR_ROUTES.favorites,
    SIDEBAR_ROUTES.allGames,
    ...(loggedIn ? [SIDEBAR_ROUTES.suggested] : []),
    ...(fusion ? [SIDEBAR_ROUTES.providers] : []),
  ]);
  const entries: SidebarEntry[] = [
    builtIn('lobby', 'lobby', SIDEBAR_ROUTES.lobby, 'home'),
    { kind: 'action', key: 'search', label: { builtIn: 'search' }, icon: 'search' },
    // guests keep Favorites: the route asks them to log in and brings them back (§6)
    builtIn('favorites', 'favorites', SIDEBAR_ROUTES.favorites, 'heart'),
  ];
  if (loggedIn) entries.push(builtIn('suggested', 'suggested', SIDEBAR_ROUTES.suggested, 'sparkles'));
  entries.push(...configEntries('nav', navigation, listed));
  entries.push(builtIn('all-games', 'all-games', SIDEBAR_ROUTES.allGames, 'grid'));
  entries.push(...configEntries('launcher', launcher, listed));
  if (fusion) entries.push(builtIn('providers', 'providers', SIDEBAR_ROUTES.providers, 'providers'));
  const more = moreLinks(options);
  if (more.length > 0)
    entries.push({ kind: 'more', key: 'more', label: { builtIn: 'more' }, icon: 'dots', items: more });
  if (loggedIn)
    entries.push({ kind: 'action', key: 'live-support', label: { builtIn: 'live-support' }, icon: 'chat' });
  entries.push({ kind: 'theme', key: 'theme' });
  if (loggedIn) entries.push({ kind: 'action', key: 'logout', label: { builtIn: 'logout' }, icon: 'logout' });
  if (showRollback)
    entries.push({ kind: 'action', key: 'rollback', label: { builtIn: 'rollback' }, icon: 'undo' });
  return entries;
}

/**
 * The sidebar's entries beside a list of the casino's navigation of its own (the game page's side menu): every
 * page that list shows is left to it (the navigation's entries, and a built-in entry on the same page, such as
 * the config's "Lobby" on "/"), so no page shows twice; the rest is the sidebar as it is.
 *
 * @example
 * sidebarEntriesBesideNavigation({ loggedIn: false, fusion: false, navigation }).some((e) => e.key.startsWith('nav:')); // false
 */
export function sidebarEntriesBesideNavigation(options: SidebarOptions): SidebarEntry[] {
  const shown = new Set(
    (options.navigation ?? [])
      .map((item) => item.action.trim())
      .filter((action) => action !== '')
      .map(normalisePath),
  );
  return sidebarEntries(options).filter(
    (entry) =>
      !(entry.kind === 'link' && (entry.key.startsWith('nav:') || shown.has(normalisePath(entry.href)))),
  );
}

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a link points at the page being shown (or one of its sub-pages), for `aria-current="page"`.
 * The lobby root matches only itself; query strings and trailing slashes are ignored.
 *
 * @example
 * isCurrentPath('/providers', '/providers/netent'); // true
 * isCurrentPath('/', '/favorites'); // false
 */
export function isCurrentPath(href: string, currentPath: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return false;
  const target = normalisePath(href);
  const current = normalisePath(currentPath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
