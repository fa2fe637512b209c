import type { CasinoConfig, Player, Variant } from '@lobby/domain';
import type { BrandId, Locale, Theme } from '@lobby/ui';
import { proxy } from 'valtio';

export type BootStatus = 'booting' | 'ready' | 'failed';

/** Who is here, on which casino, in which language and theme (§3, §4). */
export interface SessionState {
  status: BootStatus;
  /** A message the player can act on when start-up failed. */
  failure: string | null;
  config: CasinoConfig | null;
  variant: Variant | null;
  player: Player | null;
  brand: BrandId;
  language: Locale;
  theme: Theme;
  /** Where the game page's back button returns to (§2). */
  returnPage: string;
}

export const session = proxy<SessionState>({
  status: 'booting',
  failure: null,
  config: null,
  variant: null,
  player: null,
  brand: 'default',
  language: 'en',
  theme: 'light',
  returnPage: '/',
});
