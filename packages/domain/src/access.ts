import { isCategoryRouteAvailable } from './category-routes.ts';
import { SPORTSBOOK_CASINO_ID } from './constants.ts';
import { exhaustiveSwitchError } from './exhaustive.ts';
import type { Game } from './game.ts';
import { gamePath } from './return-path.ts';

/** The routes of §2 that have a guard; every other route is open to all. */
export type GuardedRoute =
  | { readonly name: 'suggested-games' }
  | { readonly name: 'favorites' }
  | { readonly name: 'live-dealer' }
  | { readonly name: 'sportsbook' }
  | { readonly name: 'category'; readonly slug: string }
  | { readonly name: 'provider'; readonly known: boolean }
  | { readonly name: 'tournaments' }
  | { readonly name: 'tournament'; readonly known: boolean }
  | {
      readonly name: 'play';
      readonly shortname: string;
      readonly provider?: string | null;
      readonly locked: boolean;
    }
  | { readonly name: 'demo'; readonly shortname: string; readonly provider?: string | null };

/** What a route guard decides. */
export type RouteDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'login'; readonly returnTo: string }
  | { readonly kind: 'not-found' };

/** Who is visiting and which variant runs. */
export interface AccessContext {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
  /** The livedealer config is set. */
  readonly livedealer: boolean;
  readonly allowPlayForFreeBeforeLogin: boolean;
  /** The casino's `tournaments` switch. */
  readonly tournaments: boolean;
  readonly casinoId: number | null;
  readonly playerId: string | null;
  /** Player ids allowed into the sportsbook; deployment configuration. */
  readonly sportsbookWhitelist: readonly string[];
  /** A start without the network for the player last here: their saved favourites may be shown. */
  readonly offlinePlayer?: boolean;
}

const ALLOW: RouteDecision = { kind: 'allow' };
const HOME: RouteDecision = { kind: 'redirect', to: '/' };

/**
 * Whether a player may open the sportsbook: casino 85 and a whitelisted player id (§5).
 *
 * @example
 * canUseSportsbook({ casinoId: 85, playerId: '1001', sportsbookWhitelist: ['1001'] }); // true
 */
export function canUseSportsbook(
  context: Pick<AccessContext, 'casinoId' | 'playerId' | 'sportsbookWhitelist'>,
): boolean {
  return (
    context.casinoId === SPORTSBOOK_CASINO_ID &&
    context.playerId !== null &&
    context.sportsbookWhitelist.includes(context.playerId)
  );
}

/**
 * Decides a guarded route (§2, §5, §6):
 * - suggested games: players only, guests go home;
 * - favourites: players only (or, offline, the player last here), guests log in and come back;
 * - live dealer: fusion goes to /category/live-dealer; otherwise it needs the livedealer config (else home)
 *   and a player (else login);
 * - sportsbook: whitelisted players of casino 85 only, others go home;
 * - category: unknown or not in this variant → not found; unknown provider → /providers;
 * - tournaments and a tournament: only when the casino's `tournaments` switch is on (else home); an unknown
 *   tournament → /tournaments;
 * - play: guests log in and come back; a game locked in the catalogue goes home;
 * - demo: none in fusion (home); a non-fusion guest needs allow_play_for_free_before_login, else logs in
 *   to play for real.
 *
 * @example
 * guardRoute({ name: 'favorites' }, { ...context, isGuest: true }); // { kind: 'login', returnTo: '/favorites' }
 */
export function guardRoute(route: GuardedRoute, context: AccessContext): RouteDecision {
  switch (route.name) {
    case 'suggested-games':
      return context.isGuest ? HOME : ALLOW;
    case 'favorites':
      return context.isGuest && !context.offlinePlayer ? { kind: 'login', returnTo: '/favorites' } : ALLOW;
    case 'live-dealer':
      if (context.isFusion) return { kind: 'redirect', to: '/category/live-dealer' };
      if (!context.livedealer) return HOME;
      return context.isGuest ? { kind: 'login', returnTo: '/live-dealer' } : ALLOW;
    case 'sportsbook':
      return !context.isGuest && canUseSportsbook(context) ? ALLOW : HOME;
    case 'category':
      return isCategoryRouteAvailable(route.slug, context.isFusion) ? ALLOW : { kind: 'not-found' };
    case 'provider':
      return route.known ? ALLOW : { kind: 'redirect', to: '/providers' };
    case 'tournaments':
      return context.tournaments ? ALLOW : HOME;
    case 'tournament':
      if (!context.tournaments) return HOME;
      return route.known ? ALLOW : { kind: 'redirect', to: '/tournaments' };
    case 'play':
      if (context.isGuest) return { kind: 'login', returnTo: gamePath('play', route, context.isFusion) };
      return route.locked ? HOME : ALLOW;
    case 'demo':
      if (!isDemoAvailable(context.isFusion)) return HOME;
      if (context.isGuest && !context.allowPlayForFreeBeforeLogin) {
        return { kind: 'login', returnTo: gamePath('play', route, context.isFusion) };
      }
      return ALLOW;
    default:
      return exhaustiveSwitchError(route, 'name');
  }
}

/**
 * Whether demo play exists in a variant: never in fusion (§5).
 *
 * @example
 * isDemoAvailable(true); // false
 */
export function isDemoAvailable(isFusion: boolean): boolean {
  return !isFusion;
}

/**
 * Whether a real-money launch may go ahead: not when the game is locked in the local catalogue (§5).
 *
 * @example
 * canLaunchRealMoney(catalogue.games.find((g) => g.shortname === shortname)); // false when locked
 */
export function canLaunchRealMoney(catalogueGame: Pick<Game, 'gameLock'> | undefined | null): boolean {
  return !catalogueGame?.gameLock;
}
