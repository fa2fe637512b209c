import { describe, expect, it } from 'vitest';
import { isMy50FreeEligible, shouldRedeemMy50Free } from './my50free.ts';

describe('the my50free prompt', () => {
  const base = {
    mode: 'fun',
    isFusion: false,
    funMoneyCasino: false,
    isGuest: false,
    playerClass: 'regular',
    flag: null,
  } as const;

  it('is offered in fun-money play to guests and to players not yet new players', () => {
    expect(isMy50FreeEligible({ ...base, isGuest: true, playerClass: '' })).toBe(true);
    expect(isMy50FreeEligible(base)).toBe(true);
    expect(isMy50FreeEligible({ ...base, playerClass: 'NEW_PLAYER' })).toBe(false);
    expect(isMy50FreeEligible({ ...base, flag: 'displayed' })).toBe(true);
  });

  it('is never offered on real money, whoever plays', () => {
    expect(isMy50FreeEligible({ ...base, mode: 'real' })).toBe(false);
    expect(isMy50FreeEligible({ ...base, mode: 'real', isGuest: true, playerClass: '' })).toBe(false);
  });

  it('is never offered in fusion, in a fun-money casino, or once redeemed', () => {
    expect(isMy50FreeEligible({ ...base, isFusion: true })).toBe(false);
    expect(isMy50FreeEligible({ ...base, funMoneyCasino: true })).toBe(false);
    expect(isMy50FreeEligible({ ...base, isGuest: true, flag: 'redeemed' })).toBe(false);
  });
});

describe('the my50free coupon', () => {
  it('is redeemed after a real-money visit by a new player who saw the prompt', () => {
    const state = {
      flag: 'displayed' as const,
      isGuest: false,
      playerClass: 'new_player',
      mode: 'real' as const,
    };
    expect(shouldRedeemMy50Free(state)).toBe(true);
    expect(shouldRedeemMy50Free({ ...state, flag: null })).toBe(false);
    expect(shouldRedeemMy50Free({ ...state, flag: 'redeemed' })).toBe(false);
    expect(shouldRedeemMy50Free({ ...state, mode: 'fun' })).toBe(false);
    expect(shouldRedeemMy50Free({ ...state, isGuest: true })).toBe(false);
    expect(shouldRedeemMy50Free({ ...state, playerClass: 'vip' })).toBe(false);
  });
});
