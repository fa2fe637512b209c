import type { CasinoConfig } from './config.ts';

/**
 * Who is offered the daily free spins (§4). Apart from the rest of the free-spins rules because the lobby's
 * shell asks it on every page, before any of the free-spins code is wanted.
 */

/** How a casino offers the daily free spins to whoever is here (§4). */
export interface DfsOffer {
  /** The home page's button that opens them: players of a casino with dfs, fun-money casinos aside. */
  readonly entry: boolean;
  /** The modal opens by itself once a day: players of a casino with dfs and dfs_popup on. */
  readonly popup: boolean;
}

/**
 * What of the daily free spins a visitor is offered: nothing for a guest or before the config is known.
 *
 * @example
 * dfsOffer({ dfs: true, dfsPopup: true, funMoneyCasino: false }, true); // { entry: true, popup: true }
 */
export function dfsOffer(
  config: Pick<CasinoConfig, 'dfs' | 'dfsPopup' | 'funMoneyCasino'> | null,
  loggedIn: boolean,
): DfsOffer {
  if (!loggedIn || !config?.dfs) return { entry: false, popup: false };
  return { entry: !config.funMoneyCasino, popup: config.dfsPopup };
}

/**
 * Whether the modal may open by itself on this server day: not when it already did today (§4).
 *
 * @example
 * dfsPopupDue('2026-11-20', '2026-11-20'); // false
 */
export function dfsPopupDue(lastShownDay: string | null, today: string): boolean {
  return lastShownDay !== today;
}
