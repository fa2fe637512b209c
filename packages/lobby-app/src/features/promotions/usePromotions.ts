import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CustomPromoBlock, Promo } from '../../api/index.ts';
import { services } from '../../app/services.ts';
import { session } from '../../state/session.ts';
import { promotionsPageBlocks, usableRegularPromos } from './promos.ts';

export type PromotionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly regular: readonly Promo[];
      readonly custom: readonly CustomPromoBlock[];
    };

/**
 * The casino's promotions (POST ?getpromos, §7) for the promotions page (`ucc_promotions`, custom blocks
 * included) or the home section (`ucc_lobby`, regular promos only), with a retry. A failure is a state the
 * page shows with a way to try again; the call is cancelled when the page goes away.
 */
export function usePromotions(where: 'page' | 'home'): { state: PromotionsState; retry: () => void } {
  const { language, player } = useSnapshot(session);
  const [state, setState] = useState<PromotionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const playerId = player?.pid ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new player or a retry asks again
  useEffect(() => {
    const api = services.api;
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const query =
      where === 'page'
        ? ({ lang: language, target: 'ucc_promotions' } as const)
        : ({ lang: language, target: 'ucc_lobby', regularOnly: true } as const);
    void api.getPromos(query, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setState({
          status: 'ready',
          regular: usableRegularPromos(result.value.regular),
          custom: where === 'page' ? promotionsPageBlocks(result.value.custom) : [],
        });
      } else {
        if (result.error.kind !== 'aborted') console.warn('promotions could not be loaded', result.error);
        setState({ status: 'error' });
      }
    });
    return () => controller.abort();
  }, [language, where, attempt, playerId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/** The currency the player plays in; a guest sees the casino's. */
export function usePlayerCurrency(): string {
  const { player, config } = useSnapshot(session);
  return player?.currencyCode || config?.currency || 'USD';
}
