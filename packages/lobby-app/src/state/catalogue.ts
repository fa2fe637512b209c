import type { Game, NamedItem, Provider } from '@lobby/domain';
import { proxy, ref, subscribe } from 'valtio';
import { session } from './session.ts';

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'offline' | 'error';

/**
 * The game catalogue. The lists are wrapped in `ref()`: ten thousand games must not become ten thousand
 * proxies; they are replaced whole, never edited in place, so components re-render on replacement only.
 */
export interface CatalogueState {
  status: CatalogueStatus;
  /** Set when the lobby runs on a cached catalogue because the network failed. */
  offline: boolean;
  games: readonly Game[];
  providers: readonly Provider[];
  themes: readonly NamedItem[];
  features: readonly NamedItem[];
  categories: readonly NamedItem[];
  totalJackpot: number;
  loadedAt: number | null;
  /**
   * The list the home rows drew their random games for: the first one this start showed. A warm start's
   * stored list and the network's answer that replaces it share it, so the rows keep their games.
   */
  drawnFor: number | null;
  error: string | null;
  /**
   * Counts the moments a jackpot multiplier window opened or closed while the page was open: tiles read it
   * so they judge their badges again then (the multiplier clock moves it).
   */
  multiplierTick: number;
}

export const catalogue = proxy<CatalogueState>({
  status: 'idle',
  offline: false,
  games: ref([]),
  providers: ref([]),
  themes: ref([]),
  features: ref([]),
  categories: ref([]),
  totalJackpot: 0,
  loadedAt: null,
  drawnFor: null,
  error: null,
  multiplierTick: 0,
});

type CatalogueLists = Pick<
  CatalogueState,
  'games' | 'providers' | 'themes' | 'features' | 'categories' | 'totalJackpot'
>;

/**
 * Puts a list on show: the network's (`offline` false), or the stored one when the network failed (true).
 * With `keepDraw`, the list replaces the stored one a warm start showed, and the rows keep their draw.
 */
export function replaceCatalogue(
  next: CatalogueLists,
  loadedAt: number,
  offline: boolean,
  how: { readonly keepDraw?: boolean } = {},
): void {
  catalogue.games = ref([...next.games]);
  catalogue.providers = ref([...next.providers]);
  catalogue.themes = ref([...next.themes]);
  catalogue.features = ref([...next.features]);
  catalogue.categories = ref([...next.categories]);
  catalogue.totalJackpot = next.totalJackpot;
  catalogue.loadedAt = loadedAt;
  if (!how.keepDraw || catalogue.drawnFor === null) catalogue.drawnFor = loadedAt;
  catalogue.offline = offline;
  catalogue.status = offline ? 'offline' : 'ready';
  catalogue.error = null;
}

/** Resolves once the game list has arrived or failed, or the lobby could not start at all. */
export function catalogueArrived(): Promise<void> {
  const done = () =>
    (catalogue.status !== 'idle' && catalogue.status !== 'loading') || session.status === 'failed';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const stopCatalogue = subscribe(catalogue, check);
    const stopSession = subscribe(session, check);
    function check() {
      if (!done()) return;
      stopCatalogue();
      stopSession();
      resolve();
    }
  });
}
