import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/index.ts';
import { prefetchPromotions, takePrefetchedPromotions } from './usePromotions.ts';

function fakeApi() {
  const getPromos = vi.fn(() => Promise.resolve({ ok: true, value: { regular: [], custom: [] } }));
  return { api: { getPromos } as unknown as Api, getPromos };
}

describe('promotions asked for ahead of the page', () => {
  it('asks for the page’s promotions in the language given, and hands the answer over once', () => {
    const { api, getPromos } = fakeApi();
    prefetchPromotions(api, 'de', 'p1', 1_000);
    expect(getPromos).toHaveBeenCalledWith({ lang: 'de', target: 'ucc_promotions' });
    const answer = takePrefetchedPromotions('page', 'de', 'p1', 2_000);
    expect(answer).toBe(getPromos.mock.results[0]?.value);
    expect(takePrefetchedPromotions('page', 'de', 'p1', 2_000)).toBeNull();
  });

  it('is not used for another target, language or player, nor once it is 30 seconds old', () => {
    const { api } = fakeApi();
    for (const [where, language, player, at] of [
      ['home', 'de', 'p1', 1_001],
      ['page', 'en', 'p1', 1_001],
      ['page', 'de', null, 1_001],
      ['page', 'de', 'p1', 31_000],
    ] as const) {
      prefetchPromotions(api, 'de', 'p1', 1_000);
      expect(takePrefetchedPromotions(where, language, player, at)).toBeNull();
    }
  });
});
