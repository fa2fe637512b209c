import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Api, CustomPromoBlock, Promo } from '../../api/index.ts';
import { services } from '../../state/services.ts';
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

type PromosAnswer = ReturnType<Api['getPromos']>;

/** How long an answer asked for ahead of the page is good for. */
const PREFETCH_MS = 30_000;
let prefetched: { key: string; at: number; answer: PromosAnswer } | null = null;

function queryFor(where: 'page' | 'home', language: string) {
  return where === 'page'
    ? ({ lang: language, target: 'ucc_promotions' } as const)
    : ({ lang: language, target: 'ucc_lobby', regularOnly: true } as const);
}

const keyFor = (where: 'page' | 'home', language: string, playerId: string | null) =>
  `${where}|${language}|${playerId ?? ''}`;

/**
 * Asks for the promotions page's answer before the page is on screen (start-up calls this once the config
 * is known and the address is /promotions): the page, which waits for the game list, then finds it on its
 * way or in hand. Used once, for the same language and player, within 30 seconds.
 */
export function prefetchPromotions(api: Api, language: string, playerId: string | null, now = Date.now()) {
  prefetched = {
    key: keyFor('page', language, playerId),
    at: now,
    answer: api.getPromos(queryFor('page', language)),
  };
}

/** The answer asked for ahead, once, if it is for this page, language and player and still fresh. */
export function takePrefetchedPromotions(
  where: 'page' | 'home',
  language: string,
  playerId: string | null,
  now = Date.now(),
): PromosAnswer | null {
  const kept = prefetched;
  prefetched = null;
  return kept && kept.key === keyFor(where, language, playerId) && now - kept.at < PREFETCH_MS
    ? kept.answer
    : null;
}

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

  useEffect(() => {
    const api = services.api;
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const early = attempt === 0 ? takePrefetchedPromotions(where, language, playerId) : null;
    const answer = early ?? api.getPromos(queryFor(where, language), { signal: controller.signal });
    void answer.then((result) => {
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
