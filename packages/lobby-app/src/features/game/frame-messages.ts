/**
 * The messages the game frame may post to the lobby, and what the game page does with each. Plain logic,
 * so it can be tested without a page.
 */

/**
 * Whether a message from the game frame asks for the cashier (§4). Game studios word it differently, so a
 * few plain shapes are understood: the string `cashier` / `openCashier`, or an object whose `type`,
 * `action` or `event` says so. Anything else is ignored.
 */
export function isCashierMessage(data: unknown): boolean {
  const words = new Set(['cashier', 'opencashier', 'open_cashier', 'deposit']);
  const said = (value: unknown) => typeof value === 'string' && words.has(value.trim().toLowerCase());
  if (said(data)) return true;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return said(record.type) || said(record.action) || said(record.event);
}

/** The message of the lobby's own exit page, loaded into the game frame by the game's exit button. */
export function isExitMessage(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'lobby:game-exit';
}

/** What a message from the game frame asks the game page to do. */
export type FrameMessageAction = 'open-cashier' | 'exit' | null;

/**
 * The game page's answer to a message from its frame: the cashier for a cashier request from any origin;
 * leaving the game only for the exit message of the lobby's own exit page (same origin as the lobby).
 */
export function frameMessageAction(data: unknown, origin: string, lobbyOrigin: string): FrameMessageAction {
  if (isCashierMessage(data)) return 'open-cashier';
  if (origin === lobbyOrigin && isExitMessage(data)) return 'exit';
  return null;
}
