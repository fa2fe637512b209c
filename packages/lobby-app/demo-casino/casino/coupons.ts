/**
 * Coupons: a player holds at most one active coupon at a time. Codes are matched in any case; MY50FREE is
 * for new players and only once; an expired code is still offered by the quick deposit but refused here.
 */
import type { CasinoState } from './state.ts';

/** Known coupons: code → what redeeming says. */
const COUPONS: Record<string, string> = {
  WELCOME100: '100% welcome bonus',
  RELOAD50: '50% reload bonus',
  FREESPINS25: '25 free spins',
  MY50FREE: '50 free spins for new players',
};

/** Coupons the quick-deposit check still offers but the coupon controller refuses: code → reason. */
const EXPIRED_COUPONS: Record<string, string> = {
  SUMMER20: 'This coupon has expired.',
};

/** ?cancelcoupon: only the active coupon can be cancelled. */
export function cancelCoupon(casino: CasinoState, code: string): unknown {
  const active = casino.playerState().activeCoupon;
  if (!casino.player || active === null || active.toUpperCase() !== code.toUpperCase())
    return { success: false, responseMappedMessage: 'There is no active coupon with this code.' };
  casino.changePlayer((state) => {
    state.activeCoupon = null;
  });
  return { success: true, responseMappedMessage: '' };
}

/** redeemCoupon: the code becomes the active coupon, unless a rule above refuses it. */
export function redeemCoupon(casino: CasinoState, form: URLSearchParams): unknown {
  const code = (form.get('redeem') ?? '').trim().toUpperCase();
  const fail = (message: string) => ({
    success: false,
    couponcode: code,
    redeem_details: message,
    responseMappedMessage: message,
  });
  const player = casino.player;
  if (!player) return fail('Please log in to redeem a coupon.');
  const expired = EXPIRED_COUPONS[code];
  if (expired) return fail(expired);
  const details = COUPONS[code];
  if (!details) return fail('This coupon code is not valid.');
  const state = casino.playerState();
  if (code === 'MY50FREE') {
    if (player.class !== 'new_player') return fail('This coupon is for new players only.');
    if (state.my50free) return fail('This coupon was already redeemed.');
  }
  if (state.activeCoupon !== null) return fail(`Coupon ${state.activeCoupon} is still active.`);
  casino.changePlayer((next) => {
    next.activeCoupon = code;
    if (code === 'MY50FREE') next.my50free = true;
  });
  return {
    success: true,
    couponcode: code,
    redeem_details: details,
    responseMappedMessage: 'Coupon redeemed.',
  };
}
