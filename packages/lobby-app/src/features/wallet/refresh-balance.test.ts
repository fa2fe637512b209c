import { type Balances, err, ok } from '@lobby/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshBalance, wallet } from '../../state/wallet.ts';

const shown = { balance: 25, currencyCode: 'USD' } as Balances;
const fresh = { balance: 65, currencyCode: 'USD' } as Balances;

beforeEach(() => {
  wallet.balances = shown;
});

describe('refreshBalance', () => {
  it('shows the balance the casino answers', async () => {
    expect(await refreshBalance(async () => ok(fresh))).toBe(true);
    expect(wallet.balances).toEqual(fresh);
  });

  it('keeps the shown balance when the call fails or throws', async () => {
    expect(await refreshBalance(async () => err({ kind: 'network' }))).toBe(false);
    expect(await refreshBalance(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(wallet.balances).toEqual(shown);
  });

  it('shares one call between asks that overlap', async () => {
    let answer: (value: ReturnType<typeof ok<Balances>>) => void = () => {};
    const getBalance = vi.fn(
      () => new Promise<ReturnType<typeof ok<Balances>>>((resolve) => (answer = resolve)),
    );
    const first = refreshBalance(getBalance);
    const second = refreshBalance(getBalance);
    answer(ok(fresh));
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(getBalance).toHaveBeenCalledTimes(1);
    // a later ask calls again
    await refreshBalance(async () => ok(shown));
    expect(wallet.balances).toEqual(shown);
  });
});
