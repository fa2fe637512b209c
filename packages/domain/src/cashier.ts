/**
 * What a request for the cashier from a game does: quick deposit when enabled, else the cashier page (§4).
 *
 * @example
 * cashierRequestOutcome(false); // 'navigate-cashier'
 */
export function cashierRequestOutcome(
  quickdepositEnabled: boolean,
): 'open-quick-deposit' | 'navigate-cashier' {
  return quickdepositEnabled ? 'open-quick-deposit' : 'navigate-cashier';
}
