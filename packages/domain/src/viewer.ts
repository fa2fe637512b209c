import type { CasinoConfig, Player } from './config.ts';

/** The casino's name where the configuration leaves it out. */
export const FALLBACK_CASINO_NAME = 'Casino';
/** The currency where neither the player, the wallet nor the casino names one. */
export const FALLBACK_CURRENCY = 'USD';

/** Who is looking at the lobby, as every screen needs it: derived once from the config and the player. */
export interface LobbyViewer {
  readonly isGuest: boolean;
  readonly isFusion: boolean;
  /** The currency amounts are shown in: the wallet's, else the player's, else the casino's. */
  readonly currency: string;
  readonly casinoName: string;
  /** The casino's logo images for light and dark themes, or null to show its name instead. */
  readonly logos: { readonly light: string; readonly dark: string } | null;
  readonly allowPlayForFreeBeforeLogin: boolean;
  readonly firstName: string;
}

/**
 * The viewer of the lobby. A guest sees amounts in the casino's currency; a player in their own, and in the
 * wallet's once the balance call has named one.
 *
 * @example
 * viewerOf(null, null).currency; // 'USD'
 * viewerOf(config, player, 'EUR').currency; // 'EUR'
 */
export function viewerOf(
  config: CasinoConfig | null,
  player: Player | null,
  walletCurrency: string | null = null,
): LobbyViewer {
  const hasLogo = Boolean(config?.casinoLogoLight || config?.casinoLogoDark);
  return {
    isGuest: player === null,
    isFusion: config?.isFusion ?? false,
    currency: walletCurrency || player?.currencyCode || config?.currency || FALLBACK_CURRENCY,
    casinoName: config?.casinoName || FALLBACK_CASINO_NAME,
    logos: hasLogo ? { light: config?.casinoLogoLight ?? '', dark: config?.casinoLogoDark ?? '' } : null,
    allowPlayForFreeBeforeLogin: config?.allowPlayForFreeBeforeLogin ?? false,
    firstName: player?.fname ?? '',
  };
}
