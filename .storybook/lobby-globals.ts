import type { GlobalTypes } from 'storybook/internal/csf';
import { type BrandId, brandIds, brands } from '../packages/ui/src/tokens/brands.ts';

/**
 * The toolbar's switches that page stories read besides brand, theme and locale: the casino's variant and
 * who is looking. Component stories ignore them; a page story boots the demo casino with them, so any page
 * can be seen as any casino, variant and player from the toolbar. A story pins the ones its state needs with
 * `globals` (the toolbar then shows them locked for that story).
 */
export const lobbyVariants = ['fusion', 'rtg', 'fun'] as const;
export type LobbyVariant = (typeof lobbyVariants)[number];

export const lobbyRoles = ['guest', 'player', 'vip'] as const;
export type LobbyRole = (typeof lobbyRoles)[number];

/** The demo casino's player for each role: a new player (no favourites yet), and the VIP. */
const PROFILE_OF_ROLE = { guest: 'guest', player: 'new', vip: 'vip' } as const;

/** A toolbar switch: its title, icon and choices (value and label), showing the chosen one's label. */
const toolbarSwitch = (
  description: string,
  title: string,
  icon: 'component' | 'user',
  items: [string, string][],
): GlobalTypes[string] => ({
  description,
  toolbar: {
    title,
    icon,
    items: items.map(([value, label]) => ({ value, title: label })),
    dynamicTitle: true,
  },
});

export const lobbyGlobalTypes: GlobalTypes = {
  variant: toolbarSwitch('Casino variant of page stories', 'Variant', 'component', [
    ['fusion', 'Fusion'],
    ['rtg', 'RTG'],
    ['fun', 'Fun money'],
  ]),
  role: toolbarSwitch('Who looks at page stories', 'Role', 'user', [
    ['guest', 'Guest'],
    ['player', 'Player'],
    ['vip', 'VIP'],
  ]),
};

/** The demo casino's own defaults: an RTG casino, a guest. */
export const lobbyInitialGlobals = { variant: 'rtg', role: 'guest' } as const;

/** What a page story boots from the toolbar's globals. */
export interface LobbyChoice {
  /** The casino of the brand; the default brand keeps the demo casino's own (casino 4). */
  readonly casinoId?: 4 | 14 | 85 | 93;
  readonly variant: LobbyVariant;
  readonly profile: (typeof PROFILE_OF_ROLE)[LobbyRole];
  readonly theme: 'light' | 'dark';
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** Who the globals say is looking: a guest unless they name a role. */
export function lobbyRole(globals: Record<string, unknown>): LobbyRole {
  return isOneOf(lobbyRoles, globals.role) ? globals.role : lobbyInitialGlobals.role;
}

/**
 * The casino, variant, player and theme the globals ask for.
 *
 * @example
 * lobbyChoice({ brand: 'c85', variant: 'fusion', role: 'vip' }); // casino 85, fusion, the VIP
 */
export function lobbyChoice(globals: Record<string, unknown>): LobbyChoice {
  const brand: BrandId = isOneOf(brandIds, globals.brand) ? globals.brand : 'default';
  const casinoId = brands[brand].casinoId;
  const role = lobbyRole(globals);
  return {
    ...(casinoId === 4 || casinoId === 14 || casinoId === 85 || casinoId === 93 ? { casinoId } : {}),
    variant: isOneOf(lobbyVariants, globals.variant) ? globals.variant : lobbyInitialGlobals.variant,
    profile: PROFILE_OF_ROLE[role],
    theme: globals.theme === 'dark' ? 'dark' : 'light',
  };
}
