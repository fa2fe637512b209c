import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  type CouponAnswer,
  couponMessage,
  couponSteps,
  MY50FREE_COUPON,
  my50FreeRedeemForm,
  parseCouponAnswer,
} from './coupons.ts';

const answer = (partial: Partial<CouponAnswer>): CouponAnswer => ({
  success: true,
  couponcode: null,
  details: null,
  mappedMessage: null,
  ...partial,
});

describe('coupon steps', () => {
  it('confirms, cancels the active coupon first, then redeems', () => {
    expect(couponSteps('WELCOME', 'BONUS')).toEqual([
      { kind: 'confirm', couponcode: 'BONUS' },
      { kind: 'cancel', couponcode: 'WELCOME' },
      { kind: 'redeem', couponcode: 'BONUS' },
    ]);
  });

  it('skips the cancel when no coupon is active', () => {
    expect(couponSteps(null, 'BONUS').map((s) => s.kind)).toEqual(['confirm', 'redeem']);
    expect(couponSteps(' ', 'BONUS').map((s) => s.kind)).toEqual(['confirm', 'redeem']);
  });
});

describe('coupon answers', () => {
  it('reads success, code, details and the mapped message', () => {
    expect(
      parseCouponAnswer({
        success: '1',
        couponcode: 'A',
        redeem_details: 'done',
        responseMappedMessage: 'ok_msg',
      }),
    ).toEqual({
      success: true,
      couponcode: 'A',
      details: 'done',
      mappedMessage: 'ok_msg',
    });
    expect(parseCouponAnswer({ success: 0, redeem_details: { message: 'expired' } })).toEqual({
      success: false,
      couponcode: null,
      details: 'expired',
      mappedMessage: null,
    });
    expect(parseCouponAnswer({ reason: 'in use' }).details).toBe('in use');
    expect(parseCouponAnswer(null)).toEqual({
      success: false,
      couponcode: null,
      details: null,
      mappedMessage: null,
    });
  });
});

describe('coupon message', () => {
  it('names the active coupon and the reason when the cancel fails', () => {
    expect(
      couponMessage({
        selected: 'B',
        activeCoupon: 'A',
        cancel: answer({ success: false, mappedMessage: 'coupon_locked' }),
      }),
    ).toEqual({
      kind: 'cancel-failed',
      couponcode: 'A',
      reason: 'coupon_locked',
    });
    expect(
      couponMessage({ selected: 'B', cancel: answer({ success: false, details: 'x', couponcode: 'Z' }) }),
    ).toEqual({ kind: 'cancel-failed', couponcode: 'Z', reason: 'x' });
    expect(couponMessage({ selected: 'B', cancel: answer({ success: false }) })).toEqual({
      kind: 'cancel-failed',
      couponcode: 'B',
      reason: null,
    });
  });

  it('names the selected coupon and the details when the redeem fails', () => {
    expect(
      couponMessage({
        selected: 'B',
        cancel: answer({}),
        redeem: answer({ success: false, details: 'expired' }),
      }),
    ).toEqual({ kind: 'redeem-failed', couponcode: 'B', details: 'expired' });
    expect(
      couponMessage({ selected: 'B', redeem: answer({ success: false, mappedMessage: 'm', details: 'd' }) }),
    ).toEqual({ kind: 'redeem-failed', couponcode: 'B', details: 'm' });
  });

  it('confirms a redeemed coupon', () => {
    expect(couponMessage({ selected: 'B', redeem: answer({ couponcode: 'B2' }) })).toEqual({
      kind: 'redeemed',
      couponcode: 'B2',
    });
    expect(couponMessage({ selected: 'B', redeem: answer({}) })).toEqual({
      kind: 'redeemed',
      couponcode: 'B',
    });
  });

  it('uses the combined wording when the flow broke without an answer', () => {
    expect(couponMessage({ selected: 'B', cancel: answer({}), redeem: null })).toEqual({
      kind: 'cancel-or-redeem-failed',
      couponcode: 'B',
    });
  });

  it('keeps the spec wording', () => {
    expect(COUPON_MESSAGES.redeemed).toBe('Coupon {couponcode} has been successfully redeemed!');
    expect(COUPON_MESSAGES.cancelFailed).toBe('Sorry, coupon code {couponcode} could not be cancelled.');
  });
});

describe('my50free redemption', () => {
  it('posts MY50FREE without redirect', () => {
    expect(MY50FREE_COUPON).toBe('MY50FREE');
    expect(my50FreeRedeemForm()).toEqual({ redeem: 'MY50FREE', redirect: 'false' });
  });
});
