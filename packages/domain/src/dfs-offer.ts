import type { CasinoConfig } from './config.ts';
import type { DfsFlags } from './wire-player.ts';

/**
 * Who is offered the daily free spins (§4). Apart from the rest of the free-spins rules because the lobby's
 * shell asks it on every page, before any of the free-spins code is wanted.
 */

/**
 * The player's ?DFS answer (§7) as the lobby holds it: still on its way, in hand, or failed (the call
 * broke or its answer could not be read).
 */
export type DfsAnswer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'answered'; readonly flags: DfsFlags }
  | { readonly kind: 'failed' };

/**
 * The daily free spins flags that count for the player here: the player's ?DFS answer once it arrived,
 * otherwise (on its way, or failed) the casino config's dfs, dfs_popup and dfs_spinwheel; null before the
 * config is known.
 *
 * @example
 * effectiveDfsFlags(config, { kind: 'answered', flags }); // flags, whatever the config says
 * effectiveDfsFlags(config, { kind: 'failed' }); // the config's flags
 */
export function effectiveDfsFlags(
  config: Pick<CasinoConfig, 'dfs' | 'dfsPopup' | 'dfsSpinwheel'> | null,
  answer: DfsAnswer,
): DfsFlags | null {
  if (answer.kind === 'answered') return answer.flags;
  if (config === null) return null;
  return { dfs: config.dfs, dfsPopup: config.dfsPopup, dfsSpinwheel: config.dfsSpinwheel };
}

/** How a casino offers the daily free spins to whoever is here (§4). */
export interface DfsOffer {
  /** The home page's button that opens them: players with dfs on, fun-money casinos aside. */
  readonly entry: boolean;
  /**
   * The modal opens by itself once a day: players with dfs and dfs_popup on, and only once the player's
   * ?DFS answer arrived or failed, so it never opens by the config's flags and is then taken back.
   */
  readonly popup: boolean;
  /** The modal turns a wheel rather than a plain claim (the free-spin data's DFSSPINWHEEL may add it). */
  readonly spinWheel: boolean;
}

const NOTHING: DfsOffer = { entry: false, popup: false, spinWheel: false };

/**
 * What of the daily free spins a visitor is offered, by the effective flags (`effectiveDfsFlags`): nothing
 * for a guest or before the config is known.
 *
 * @example
 * dfsOffer({ dfs: true, dfsPopup: true, dfsSpinwheel: false, funMoneyCasino: false }, answer, true);
 * // { entry: true, popup: true, spinWheel: false } once the answer arrived with the same flags
 */
export function dfsOffer(
  config: Pick<CasinoConfig, 'dfs' | 'dfsPopup' | 'dfsSpinwheel' | 'funMoneyCasino'> | null,
  answer: DfsAnswer,
  loggedIn: boolean,
): DfsOffer {
  const flags = effectiveDfsFlags(config, answer);
  if (!loggedIn || config === null || flags === null || !flags.dfs) return NOTHING;
  return {
    entry: !config.funMoneyCasino,
    popup: flags.dfsPopup && answer.kind !== 'pending',
    spinWheel: flags.dfsSpinwheel,
  };
}

/** The casino dashboard's page of the player's daily free spins (§2 external pages). */
const DFS_DASHBOARD_PAGE = '/dashboard/loyalty/dailyfreespins';

/**
 * Where the sidebar's 'More' submenu links a player to their daily free spins: the dashboard's page, for
 * whoever the lobby offers them to (`dfsOffer(...).entry`); null hides the link.
 *
 * @example
 * dfsDashboardLink(config, answer, false); // null: guests have no free spins of their own
 */
export function dfsDashboardLink(
  config: Pick<CasinoConfig, 'dfs' | 'dfsPopup' | 'dfsSpinwheel' | 'funMoneyCasino'> | null,
  answer: DfsAnswer,
  loggedIn: boolean,
): string | null {
  return dfsOffer(config, answer, loggedIn).entry ? DFS_DASHBOARD_PAGE : null;
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
