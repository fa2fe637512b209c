import { toSafeInternalPath } from '@lobby/domain';

/** The routes of the lobby itself (§2); other paths of the casino's site are ordinary pages. */
const LOBBY_ROUTE =
  /^\/(?:$|[?#]|(?:category|subgroup|theme|providers|tournaments|play|demo)(?:[/?#]|$)|(?:jackpot-games|all-games|suggested-games|favorites|promotions|live-dealer|sportsbook|dashboard\/messagecenter)(?:[/?#]|$))/;

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
  return safe !== null && LOBBY_ROUTE.test(safe) ? safe : null;
}
