import { toSafePageLink } from './addresses.ts';
import { toArray, toFlag, toNumberOrNull, toRecord, toText, toTextOrNull } from './coerce.ts';
import { DEFAULT_LANGUAGE, type Language, SPORTSBOOK_CASINO_ID, SUPPORTED_LANGUAGES } from './constants.ts';
import type { FavouriteRef } from './game-lists.ts';
import { err, ok, type Result } from './result.ts';

/** Configured external pages (§3). null when not configured. */
export interface CasinoPages {
  readonly signup: string | null;
  readonly cashier: string | null;
  readonly banking: string | null;
  readonly contact: string | null;
  readonly terms: string | null;
  readonly privacy: string | null;
  readonly vipprogram: string | null;
  readonly promotions: string | null;
}

/** One entry of a navigation or launcher list. */
export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly action: string;
  readonly icon: string;
  /** Whether the action is a route inside the lobby. */
  readonly internal: boolean;
}

/** Menu lists keyed by upper-case locale (`EN`, `DE`, …). */
export type MenuLists = Readonly<Record<string, readonly MenuItem[]>>;

/** The home sections the lobby knows how to render (§2). */
export type HomeSectionKind =
  | 'keepplaying'
  | 'newgames'
  | 'popular'
  | 'tournaments'
  | 'jackpots'
  | 'providers'
  | 'gameofthemonth'
  | 'themes'
  | 'topslots'
  | 'classicgames'
  | 'highvolatility'
  | 'promotions'
  | 'winners';

/** A home section to render: a known kind, or 'generic' (a game row) for an id the lobby does not know. */
export interface HomeSection {
  readonly id: string;
  readonly kind: HomeSectionKind | 'generic';
  /** Row layout, e.g. 'vertical', 'vertical_big', 'featured'; null for sections that have their own. */
  readonly layout: string | null;
  /** Where a game row takes its games from. */
  readonly source: { readonly subgroup: string } | { readonly theme: string } | null;
}

/** The default home sections, in order (§2). */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'keepplaying', kind: 'keepplaying', layout: 'vertical', source: null },
  { id: 'newgames', kind: 'newgames', layout: 'vertical_big', source: null },
  { id: 'popular', kind: 'popular', layout: 'featured', source: { subgroup: 'popular-games' } },
  { id: 'tournaments', kind: 'tournaments', layout: null, source: null },
  { id: 'jackpots', kind: 'jackpots', layout: null, source: null },
  { id: 'providers', kind: 'providers', layout: null, source: null },
  { id: 'gameofthemonth', kind: 'gameofthemonth', layout: null, source: null },
  { id: 'themes', kind: 'themes', layout: null, source: null },
  { id: 'topslots', kind: 'topslots', layout: 'vertical', source: { subgroup: 'top-games' } },
  { id: 'classicgames', kind: 'classicgames', layout: 'vertical', source: { theme: 'classic-vegas' } },
  {
    id: 'highvolatility',
    kind: 'highvolatility',
    layout: 'vertical',
    source: { subgroup: 'high-volatility' },
  },
  { id: 'promotions', kind: 'promotions', layout: null, source: null },
  { id: 'winners', kind: 'winners', layout: null, source: null },
];

/** The casino configuration (§3), with defaults for everything the backend may leave out. */
export interface CasinoConfig {
  readonly environment: string;
  readonly language: Language;
  readonly isFusion: boolean;
  readonly funMoneyCasino: boolean;
  /**
   * Where the casino's pictures come from (`assets_domain`), ending with '/'; '' when the casino names none
   * (or names something that is not a web address), and the deployment's assets host is used.
   */
  readonly assetsDomain: string;
  readonly baseLocation: string;
  readonly currency: string;
  readonly year: string;
  readonly casinoName: string;
  readonly casinoId: number | null;
  readonly casinoLogoDark: string | null;
  readonly casinoLogoLight: string | null;
  readonly casinoLogoIcon: string | null;
  /** The picture the game page's loader shows while a game starts (`loader_image`); null for none. */
  readonly loaderImage: string | null;
  readonly useVerticalThumbs: boolean;
  readonly pages: CasinoPages;
  readonly quickdepositEnabled: boolean;
  readonly allowPlayForFreeBeforeLogin: boolean;
  /** The live-dealer value posted to ?getlivedealer; null when live dealer is off. */
  readonly livedealer: string | null;
  readonly tournaments: boolean;
  readonly gameofthemonthApi: string | null;
  readonly useDiffThemeIcons: boolean;
  readonly dfs: boolean;
  readonly dfsPopup: boolean;
  readonly dfsSpinwheel: boolean;
  readonly homeSections: readonly HomeSection[];
  readonly navigation: MenuLists;
  readonly launcher: MenuLists;
}

/** A player's balances; null where the backend sent none (shown as dashes). */
export interface Balances {
  readonly balance: number | null;
  readonly withdrawable: number | null;
  readonly playthrough: number | null;
  readonly bonus: number | null;
  readonly comppoints: number | null;
  readonly currencyCode: string;
}

/** A logged-in player (§3). */
export interface Player {
  readonly fname: string;
  readonly lname: string;
  readonly pid: string;
  /** The player class, e.g. 'new_player'. */
  readonly playerClass: string;
  readonly classVipLevel: string;
  readonly classDisplayName: string;
  readonly currencyCode: string;
  readonly practicemode: boolean;
  readonly balances: Balances;
  readonly favorites: readonly FavouriteRef[];
}

/** The `getconfig` response: the casino and, for a logged-in visitor, the player. */
export interface ConfigResponse {
  readonly casino: CasinoConfig;
  readonly player: Player | null;
}

/**
 * A supported interface language from a tag such as 'DE', 'es-MX' or 'fr_CA', or null.
 *
 * @example
 * toLanguage('es-MX'); // 'es'
 */
export function toLanguage(raw: unknown): Language | null {
  const tag = toText(raw).toLowerCase().split(/[-_]/)[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(tag) ? (tag as Language) : null;
}

function parseMenuItem(raw: unknown): MenuItem | null {
  const item = toRecord(raw);
  const id = toText(item.id) || toText(item.label);
  // an item whose link the classifier refuses (`javascript:`, `data:`…) is left out of the menu
  const action = toText(item.action) === '' ? '' : toSafePageLink(item.action);
  if (id === '' || action === null) return null;
  return {
    id,
    label: toText(item.label),
    action,
    icon: toText(item.icon),
    internal: toFlag(item.ucc_internal),
  };
}

function parseMenuLists(raw: unknown): MenuLists {
  const lists: Record<string, readonly MenuItem[]> = {};
  for (const [locale, items] of Object.entries(toRecord(raw))) {
    lists[locale.toUpperCase()] = toArray(items).flatMap((item) => parseMenuItem(item) ?? []);
  }
  return lists;
}

function sectionSource(entry: Readonly<Record<string, unknown>>): HomeSection['source'] {
  const subgroup = toText(entry.subgroup ?? entry.sub_group);
  if (subgroup !== '') return { subgroup };
  const theme = toText(entry.theme);
  return theme === '' ? null : { theme };
}

/**
 * The home sections from config `home_sections` (ids, or objects with id and optional type, subgroup or
 * theme), or the default order when none are configured. A known id keeps its default kind, layout and
 * source unless the entry overrides them; an unknown id becomes a generic game section (§2).
 *
 * @example
 * parseHomeSections(['winners', { id: 'christmas', type: 'vertical', subgroup: 'xmas' }]);
 * // [winners…, { id: 'christmas', kind: 'generic', layout: 'vertical', source: { subgroup: 'xmas' } }]
 */
export function parseHomeSections(raw: unknown): readonly HomeSection[] {
  const entries = toArray(raw);
  const sections: HomeSection[] = [];
  for (const item of entries) {
    const entry = typeof item === 'string' || typeof item === 'number' ? { id: item } : toRecord(item);
    const id = toText(entry.id).toLowerCase();
    if (id === '') continue;
    const known = DEFAULT_HOME_SECTIONS.find((section) => section.id === id);
    const layout = toTextOrNull(entry.type) ?? known?.layout ?? null;
    sections.push({
      id,
      kind: known?.kind ?? 'generic',
      layout,
      source: sectionSource(entry) ?? known?.source ?? null,
    });
  }
  return sections.length > 0 ? sections : DEFAULT_HOME_SECTIONS;
}

// a folder of the web ends with '/'; nothing set is ''
const toFolder = (link: string | null) => (link === null || link.endsWith('/') ? (link ?? '') : `${link}/`);

// a link the classifier refuses (`javascript:`, `data:`) counts as a page not set
function parsePages(raw: unknown): CasinoPages {
  const pages = toRecord(raw);
  const link = (key: keyof CasinoPages) => toSafePageLink(toTextOrNull(pages[key]));
  return {
    signup: link('signup'),
    cashier: link('cashier'),
    banking: link('banking'),
    contact: link('contact'),
    terms: link('terms'),
    privacy: link('privacy'),
    vipprogram: link('vipprogram'),
    promotions: link('promotions'),
  };
}

// the value is posted back to ?getlivedealer; a bare `true` turns it on, empty or "0"/"false" turns it off
function parseLivedealer(raw: unknown): string | null {
  if (raw === true) return '1';
  const text = toText(raw);
  return text === '' || text === '0' || text.toLowerCase() === 'false' ? null : text;
}

/**
 * Reads the casino part of `getconfig`, defaulting every missing field.
 *
 * @example
 * parseCasinoConfig({ is_fusion: '1', casino_id: '85' }).isFusion; // true
 */
export function parseCasinoConfig(raw: unknown): CasinoConfig {
  const casino = toRecord(raw);
  const casinoId = toNumberOrNull(casino.casino_id);
  return {
    environment: toText(casino.environment).toLowerCase() || 'live',
    language: toLanguage(casino.language) ?? DEFAULT_LANGUAGE,
    isFusion: toFlag(casino.is_fusion),
    funMoneyCasino: toFlag(casino.fun_money_casino),
    assetsDomain: toFolder(toSafePageLink(toTextOrNull(casino.assets_domain))),
    baseLocation: toText(casino.base_location) || '/',
    currency: toText(casino.currency).toUpperCase() || 'USD',
    year: toText(casino.year),
    casinoName: toText(casino.casino_name),
    casinoId: casinoId !== null && Number.isInteger(casinoId) ? casinoId : null,
    casinoLogoDark: toTextOrNull(casino.casino_logo_dark),
    casinoLogoLight: toTextOrNull(casino.casino_logo_light),
    casinoLogoIcon: toTextOrNull(casino.casino_logo_icon),
    loaderImage: toSafePageLink(toTextOrNull(casino.loader_image)),
    useVerticalThumbs: toFlag(casino.use_vertical_thumbs),
    pages: parsePages(casino.pages),
    quickdepositEnabled: toFlag(casino.quickdeposit_enabled),
    allowPlayForFreeBeforeLogin: toFlag(casino.allow_play_for_free_before_login),
    livedealer: parseLivedealer(casino.livedealer),
    tournaments: toFlag(casino.tournaments),
    gameofthemonthApi: toTextOrNull(casino.gameofthemonth_api),
    useDiffThemeIcons: toFlag(casino.use_diff_theme_icons),
    dfs: toFlag(casino.dfs),
    dfsPopup: toFlag(casino.dfs_popup),
    dfsSpinwheel: toFlag(casino.dfs_spinwheel),
    homeSections: parseHomeSections(casino.home_sections),
    navigation: parseMenuLists(casino.navigation),
    launcher: parseMenuLists(casino.launcher),
  };
}

/**
 * Reads balances; a missing or unreadable amount stays null so the UI shows dashes (§2).
 *
 * @example
 * parseBalances({ balance: '12.50', bonus: null }).balance; // 12.5
 */
export function parseBalances(raw: unknown, fallbackCurrency = ''): Balances {
  const balances = toRecord(raw);
  return {
    balance: toNumberOrNull(balances.balance),
    withdrawable: toNumberOrNull(balances.withdrawable),
    playthrough: toNumberOrNull(balances.playthrough),
    bonus: toNumberOrNull(balances.bonus),
    comppoints: toNumberOrNull(balances.comppoints),
    currencyCode: toText(balances.currency_code).toUpperCase() || fallbackCurrency,
  };
}

/**
 * Reads the player part of `getconfig`; null for a guest (no player or no PID).
 *
 * @example
 * parsePlayer({ PID: '1001', fname: 'Ana', class: 'new_player' })?.playerClass; // 'new_player'
 */
export function parsePlayer(raw: unknown): Player | null {
  const player = toRecord(raw);
  const pid = toText(player.PID ?? player.pid);
  if (pid === '') return null;
  const currencyCode = toText(player.currency_code).toUpperCase();
  return {
    fname: toText(player.fname),
    lname: toText(player.lname),
    pid,
    playerClass: toText(player.class).toLowerCase(),
    classVipLevel: toText(player.class_vip_level),
    classDisplayName: toText(player.class_display_name),
    currencyCode,
    practicemode: toFlag(player.practicemode),
    balances: parseBalances(player.balances, currencyCode),
    favorites: toArray(player.favorites).flatMap((item) => {
      const fav = toRecord(item);
      const shortname = toText(typeof item === 'string' ? item : fav.shortname);
      return shortname === '' ? [] : [{ shortname, provider: toTextOrNull(fav.provider) }];
    }),
  };
}

/**
 * Reads the decrypted `getconfig` body: `{ casino, player }`. Fails only when there is no casino object.
 *
 * @example
 * const config = parseConfigResponse(await decryptResponse(body, passphrase));
 */
export function parseConfigResponse(raw: unknown): Result<ConfigResponse> {
  const body = toRecord(raw);
  if (Object.keys(toRecord(body.casino)).length === 0) return err('the config has no casino');
  return ok({ casino: parseCasinoConfig(body.casino), player: parsePlayer(body.player) });
}

/** The variant switches that change behaviour across the lobby (§1). */
export interface Variant {
  readonly isFusion: boolean;
  readonly funMoneyCasino: boolean;
  readonly casinoId: number | null;
  /** casino 85: the only one with the sportsbook, and the $5 rule shown as 5 euros. */
  readonly hasSportsbook: boolean;
  readonly isLive: boolean;
}

/**
 * The variant switches of a casino configuration.
 *
 * @example
 * variantOf(config).hasSportsbook; // true for casino 85
 */
export function variantOf(
  config: Pick<CasinoConfig, 'isFusion' | 'funMoneyCasino' | 'casinoId' | 'environment'>,
): Variant {
  return {
    isFusion: config.isFusion,
    funMoneyCasino: config.funMoneyCasino,
    casinoId: config.casinoId,
    hasSportsbook: config.casinoId === SPORTSBOOK_CASINO_ID,
    isLive: config.environment === 'live',
  };
}

/**
 * The interface language before config loads: the preferred-language cookie, else the browser language,
 * else English (§4).
 *
 * @example
 * initialLanguage({ cookie: null, browser: 'fr-CA' }); // 'fr'
 */
export function initialLanguage(sources: {
  readonly cookie?: unknown;
  readonly browser?: unknown;
}): Language {
  return toLanguage(sources.cookie) ?? toLanguage(sources.browser) ?? DEFAULT_LANGUAGE;
}

/**
 * The interface language once config is known: the stored choice, else the config language (§4).
 *
 * @example
 * resolveLanguage({ stored: null, configLanguage: 'de' }); // 'de'
 */
export function resolveLanguage(sources: {
  readonly stored?: unknown;
  readonly configLanguage?: unknown;
  readonly initial?: Language;
}): Language {
  return (
    toLanguage(sources.stored) ?? toLanguage(sources.configLanguage) ?? sources.initial ?? DEFAULT_LANGUAGE
  );
}
