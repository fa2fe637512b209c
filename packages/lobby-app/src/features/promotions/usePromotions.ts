import type { CustomPromoBlock, Promo } from '@lobby/domain';
import { err, ok, promotionsPageBlocks, usableRegularPromos } from '@lobby/domain';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Api } from '../../api/index.ts';
import type { Query } from '../../platform/query/query-cache.ts';
import { queries } from '../../platform/query/query-cache.ts';
import { useQuery } from '../../platform/query/useQuery.ts';
import { type CallError, services, warnOnFailure } from '../../state/services.ts';
import { session } from '../../state/session.ts';

export type PromotionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly regular: readonly Promo[];
      readonly custom: readonly CustomPromoBlock[];
    };

/**
 * How long an answer asked ahead of its page waits for it, and how long the home page's answer (shared by
 * its promo hero and its promotions section) is handed out again.
 */
const SHARED_MS = 30_000;

function queryFor(where: 'page' | 'home', language: string) {
  return where === 'page'
    ? ({ lang: language, target: 'ucc_promotions' } as const)
    : ({ lang: language, target: 'ucc_lobby', regularOnly: true } as const);
}

type Promotions = { readonly regular: readonly Promo[]; readonly custom: readonly CustomPromoBlock[] };

/**
 * The promotions call for the page or the home page (hero and section, which share one answer for 30 s),
 * in a language, for a player (or a guest).
 */
export function promotionsQuery(
  api: Api | null,
  where: 'page' | 'home',
  language: string,
  playerId: string | null,
): Query<Promotions, CallError> {
  return {
    key: ['promotions', where, language, playerId],
    ...(where === 'home' ? { freshMs: SHARED_MS } : {}),
    load: async ({ signal }) => {
      if (!api) return err({ kind: 'no-client' } as const);
      const result = warnOnFailure('promotions')(await api.getPromos(queryFor(where, language), { signal }));
      if (!result.ok) return result;
      return ok({
        regular: usableRegularPromos(result.value.regular),
        custom: where === 'page' ? promotionsPageBlocks(result.value.custom) : [],
      });
    },
  };
}

/**
 * Asks for the promotions of the page or of the home page (its promo hero and section) before they are on
 * screen: start-up calls this once the config is known and the address is /promotions or /. The page, which
 * waits for the game list, then finds the answer on its way or in hand: its first asker within 30 seconds, for
 * the same language and player, takes it, and from then on it is kept as promotionsQuery says.
 */
export function prefetchPromotions(
  api: Api,
  where: 'page' | 'home',
  language: string,
  playerId: string | null,
): void {
  queries.prefetch(promotionsQuery(api, where, language, playerId), SHARED_MS);
}

/**
 * The casino's promotions (POST ?getpromos, §7) for the promotions page (`ucc_promotions`, custom blocks
 * included) or the home section (`ucc_lobby`, regular promos only), with a retry. A failure is a state the
 * page shows with a way to try again; the call is cancelled when the page goes away.
 */
export function usePromotions(where: 'page' | 'home'): { state: PromotionsState; retry: () => void } {
  const { language, player } = useSnapshot(session);
  const promotions = useQuery(promotionsQuery(services.api, where, language, player?.pid ?? null));
  const { status, data } = promotions;
  const state = useMemo((): PromotionsState => {
    if (status === 'ready' && data) return { status, ...data };
    return { status: status === 'error' ? 'error' : 'loading' };
  }, [status, data]);
  return { state, retry: promotions.retry };
}
