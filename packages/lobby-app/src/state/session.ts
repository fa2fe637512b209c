import type { CasinoConfig, DfsAnswer, Player, Variant } from '@lobby/domain';
import type { OfflinePlayer } from '@lobby/domain/offline-player';
import type { BrandId, Locale, Theme } from '@lobby/ui';
import { proxy } from 'valtio';

export type BootStatus = 'booting' | 'ready' | 'failed';

/** Who is here, on which casino, in which language and theme (§3, §4). */
export interface SessionState {
  status: BootStatus;
  /** A message the player can act on when start-up failed. */
  failure: string | null;
  /**
   * Start-up failed because env.json cannot be used: which field is wrong and how to fix it, for the
   * operator setting the lobby up (the domain's `describeEnvIssue`).
   */
  setupProblem: string | null;
  config: CasinoConfig | null;
  variant: Variant | null;
  player: Player | null;
  /**
   * Offline only: the player last here, known from the saved record (name and favourites, read-only). Null
   * online and for a guest.
   */
  offlinePlayer: OfflinePlayer | null;
  /** The player's ?DFS answer (§7); the flags that count come from `effectiveDfsFlags`. */
  dfsAnswer: DfsAnswer;
  brand: BrandId;
  language: Locale;
  theme: Theme;
  /** Where the game page's back button returns to (§2). */
  returnPage: string;
}

/** ?DFS not yet answered: what each start for a player begins with. */
export const DFS_ANSWER_PENDING: DfsAnswer = { kind: 'pending' };

export const session = proxy<SessionState>({
  status: 'booting',
  failure: null,
  setupProblem: null,
  config: null,
  variant: null,
  player: null,
  offlinePlayer: null,
  dfsAnswer: DFS_ANSWER_PENDING,
  brand: 'default',
  language: 'en',
  theme: 'light',
  returnPage: '/',
});
