import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/index.ts';
import { forgetQueries, queries } from '../../platform/query/query-cache.ts';
import { prefetchPromotions, promotionsQuery } from './usePromotions.ts';

function fakeApi() {
  const getPromos = vi.fn(() => Promise.resolve({ ok: true, value: { regular: [], custom: [] } }));
  return { api: { getPromos } as unknown as Api, getPromos };
}

afterEach(() => {
  forgetQueries();
  vi.useRealTimers();
});

describe('promotions asked for ahead of the page', () => {
  it('asks for the page’s promotions in the language given, and hands the answer over once', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    const { api, getPromos } = fakeApi();
    prefetchPromotions(api, 'page', 'de', 'p1');
    expect(getPromos).toHaveBeenCalledWith({ lang: 'de', target: 'ucc_promotions' }, expect.anything());
    vi.setSystemTime(2_000);
    const taken = queries.ask(promotionsQuery(api, 'page', 'de', 'p1'));
    expect(getPromos).toHaveBeenCalledTimes(1);
    expect(await taken.answer).toEqual({ ok: true, value: { regular: [], custom: [] } });
    queries.ask(promotionsQuery(api, 'page', 'de', 'p1'));
    expect(getPromos).toHaveBeenCalledTimes(2);
  });

  it('asks for the home page’s promotions (the promo hero’s) with the home target', async () => {
    const { api, getPromos } = fakeApi();
    prefetchPromotions(api, 'home', 'fr', null);
    expect(getPromos).toHaveBeenCalledWith(
      { lang: 'fr', target: 'ucc_lobby', regularOnly: true },
      expect.anything(),
    );
    await queries.ask(promotionsQuery(api, 'home', 'fr', null)).answer;
    expect(getPromos).toHaveBeenCalledTimes(1);
    // the hero and the home page's promotions section share that one answer
    await queries.ask(promotionsQuery(api, 'home', 'fr', null)).answer;
    expect(getPromos).toHaveBeenCalledTimes(1);
  });

  it('is not used for another target, language or player, nor once it is 30 seconds old', () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    const { api, getPromos } = fakeApi();
    for (const [where, language, player, at] of [
      ['home', 'de', 'p1', 1_001],
      ['page', 'en', 'p1', 1_001],
      ['page', 'de', null, 1_001],
      ['page', 'de', 'p1', 31_000],
    ] as const) {
      forgetQueries();
      getPromos.mockClear();
      vi.setSystemTime(1_000);
      prefetchPromotions(api, 'page', 'de', 'p1');
      vi.setSystemTime(at);
      queries.ask(promotionsQuery(api, where, language, player));
      expect(getPromos).toHaveBeenCalledTimes(2);
    }
  });
});
