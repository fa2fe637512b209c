/**
 * A provider's page in the lobby's frame (a game, a live table, the sportsbook, the tournaments lobby) runs
 * sandboxed, with the fewest rights providers' pages need, each for a reason:
 * - `allow-scripts`: the game is a script;
 * - `allow-same-origin`: it keeps its own origin, so its cookies, storage and calls home work (without it the
 *   provider's page would be an opaque origin); the lobby's exit page, which a game opens in the frame when
 *   the player leaves it, uses it to tell the lobby;
 * - `allow-forms`: providers' pages post forms (a provider's own login, a bet slip, a deposit);
 * - `allow-popups` and `allow-popups-to-escape-sandbox`: the rules, help or cashier window the player opens
 *   from a game works as a normal page;
 * - `allow-top-navigation-by-user-activation`: a game's own lobby or exit button may take the whole tab, but
 *   only when the player has just clicked in it; a game can never take the lobby away by itself.
 * Never `allow-top-navigation` (without a click), `allow-modals`, `allow-downloads` or `allow-pointer-lock`.
 */
export const PROVIDER_FRAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
] as const;

/**
 * What a provider learns of the lobby's address when its page is asked for: the lobby's origin (which
 * providers check against the casinos they serve), never the path, and nothing over plain HTTP.
 */
export const PROVIDER_FRAME_REFERRER_POLICY = 'strict-origin';
