/** The game page's plain rules: which game it shows, under which name, and where its links lead. */
import { type Game, type MenuItem, toSafeInternalPath } from '@lobby/domain';
import type { GameScreen } from './launch.ts';

/** The catalogue's entry for the page's game: the one of the `?by=` provider when a provider is given. */
export function findCatalogueGame(
  games: readonly Game[],
  shortname: string,
  provider: string | null,
): Game | undefined {
  return games.find((g) => g.shortname === shortname && (!provider || g.provider === provider));
}

/** The name shown until the launcher answers: the catalogue's, else the shortname with spaces for dashes. */
export function fallbackGameName(shortname: string, catalogueGame: Pick<Game, 'displayName'> | undefined) {
  return catalogueGame?.displayName ?? shortname.replace(/[-_]+/g, ' ');
}

/** The name the page shows for a screen: the launcher's once it answered, the fallback before. */
export function screenGameName(screen: GameScreen, fallbackName: string): string {
  return screen.kind === 'loading' || screen.kind === 'leave' ? fallbackName : screen.gameName;
}

/** Where an entry of the side menu leads: a safe lobby path, an http(s) address, or nowhere (not shown). */
export type MenuLinkTarget =
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string }
  | null;

export function menuLinkTarget(item: Pick<MenuItem, 'internal' | 'action'>): MenuLinkTarget {
  const internal = item.internal ? toSafeInternalPath(item.action) : null;
  if (internal) return { kind: 'internal', href: internal };
  if (!item.internal && /^https?:\/\//i.test(item.action)) return { kind: 'external', href: item.action };
  return null;
}
