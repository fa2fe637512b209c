import { describe, expect, it } from 'vitest';
import { demoEnv } from '../node.ts';
import type { DemoProfile } from '../settings.ts';
import { cancelCoupon, redeemCoupon } from './coupons.ts';
import { CasinoState } from './state.ts';

const casinoOf = (profile: DemoProfile) =>
  new CasinoState({ env: demoEnv(), settings: { profile, games: 60 }, now: () => Date.UTC(2026, 10, 21) });
const redeem = (casino: CasinoState, code: string) =>
  redeemCoupon(casino, new URLSearchParams({ redeem: code })) as { success: boolean; redeem_details: string };

describe('coupon rules', () => {
  it('refuses a guest, an unknown code and an expired code with their reasons', () => {
    expect(redeem(casinoOf('guest'), 'RELOAD50').redeem_details).toMatch(/log in/);
    const casino = casinoOf('new');
    expect(redeem(casino, 'NOPE').redeem_details).toMatch(/not valid/);
    expect(redeem(casino, 'summer20')).toMatchObject({
      success: false,
      redeem_details: 'This coupon has expired.',
    });
  });

  it('reads a code in any case and with spaces around it', () => {
    const casino = casinoOf('new');
    expect(redeem(casino, '  reload50 ')).toMatchObject({ success: true, couponcode: 'RELOAD50' });
    expect(casino.playerState().activeCoupon).toBe('RELOAD50');
    expect(cancelCoupon(casino, 'Reload50')).toMatchObject({ success: true });
  });

  it('holds one active coupon at a time', () => {
    const casino = casinoOf('new');
    expect(redeem(casino, 'RELOAD50').success).toBe(true);
    expect(redeem(casino, 'WELCOME100').redeem_details).toBe('Coupon RELOAD50 is still active.');
    expect(cancelCoupon(casino, 'WELCOME100')).toMatchObject({ success: false });
  });

  it('gives MY50FREE to new players only, and only once even after cancelling it', () => {
    expect(redeem(casinoOf('vip'), 'MY50FREE').redeem_details).toMatch(/new players only/);
    const casino = casinoOf('new');
    expect(redeem(casino, 'MY50FREE').success).toBe(true);
    cancelCoupon(casino, 'MY50FREE');
    expect(redeem(casino, 'MY50FREE').redeem_details).toMatch(/already redeemed/);
  });

  it('starts a player whose free spins wait on a coupon with that coupon active', () => {
    const casino = casinoOf('sportsbook');
    expect(redeem(casino, 'RELOAD50').redeem_details).toBe('Coupon WELCOME100 is still active.');
  });
});
