import type { MenuItem, MenuLists } from './config.ts';
import { COINS_CASINO_ID } from './constants.ts';

/**
 * The menus of the page chrome (§1, §3): which navigation list a language gets and what the banking link is
 * called. Apart from the config reader so the chrome can use them without loading it.
 */

/** The spec's wording for the banking link (§1), as message source text. */
export const BANKING_LABELS = { banking: 'Banking', coins: 'Coins' } as const;

/**
 * Which label the banking link uses: casino 14 calls it 'Coins' (§1).
 *
 * @example
 * bankingLabel(14); // 'coins'
 */
export function bankingLabel(casinoId: number | null): keyof typeof BANKING_LABELS {
  return casinoId === COINS_CASINO_ID ? 'coins' : 'banking';
}

/**
 * The navigation or launcher list for a language: the upper-case locale's list, else English, else none;
 * without the tournaments items when the casino's `tournaments` switch is off (§3).
 *
 * @example
 * menuFor(config.navigation, 'de'); // config.navigation.DE ?? config.navigation.EN ?? []
 */
export function menuFor(
  lists: MenuLists,
  language: string,
  switches: { readonly tournaments: boolean } = { tournaments: true },
): readonly MenuItem[] {
  const list = lists[language.toUpperCase()] ?? lists.EN ?? [];
  return switches.tournaments ? list : list.filter((item) => !leadsToTournaments(item));
}

/** An item that opens the lobby's tournaments pages (by its action, whatever the casino called it). */
function leadsToTournaments(item: MenuItem): boolean {
  return /^\/tournaments(?:[/?#]|$)/i.test(item.action.trim());
}
