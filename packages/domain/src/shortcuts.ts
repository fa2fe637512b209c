// The lobby's keyboard shortcuts (§4), in a module of their own: the lobby listens for them from its first
// screen, so the module that holds them is part of the first download, and nothing else need come with it.

/**
 * Whether F8 opens quick deposit: only outside the live environment (§4).
 *
 * @example
 * f8OpensQuickDeposit(false); // true
 */
export function f8OpensQuickDeposit(isLive: boolean): boolean {
  return !isLive;
}
