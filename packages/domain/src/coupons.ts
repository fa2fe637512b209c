import { toFlag, toRecord, toTextOrNull } from './coerce.ts';

/** The spec's English coupon wording (§8), as message source text. */
export const COUPON_MESSAGES = {
  cancelFailed: 'Sorry, coupon code {couponcode} could not be cancelled.',
  redeemFailed: 'Sorry, coupon code {couponcode} could not be redeemed.',
  cancelOrRedeemFailed: 'Sorry, coupon code {couponcode} could not be cancelled or redeemed.',
  redeemed: 'Coupon {couponcode} has been successfully redeemed!',
} as const;

/** One step of selecting a coupon (§4). */
export type CouponStep =
  | { readonly kind: 'confirm'; readonly couponcode: string }
  | { readonly kind: 'cancel'; readonly couponcode: string }
  | { readonly kind: 'redeem'; readonly couponcode: string };

/**
 * The steps to take a coupon: ask for confirmation, cancel the active coupon if there is one, then redeem
 * the selected one (§4).
 *
 * @example
 * couponSteps('WELCOME', 'MY50FREE');
 * // [{ kind: 'confirm', couponcode: 'MY50FREE' }, { kind: 'cancel', couponcode: 'WELCOME' }, { kind: 'redeem', couponcode: 'MY50FREE' }]
 */
export function couponSteps(activeCoupon: string | null, selected: string): readonly CouponStep[] {
  const steps: CouponStep[] = [{ kind: 'confirm', couponcode: selected }];
  if (activeCoupon !== null && activeCoupon.trim() !== '')
    steps.push({ kind: 'cancel', couponcode: activeCoupon });
  steps.push({ kind: 'redeem', couponcode: selected });
  return steps;
}

/** A coupon controller answer. */
export interface CouponAnswer {
  readonly success: boolean;
  readonly couponcode: string | null;
  /** redeem_details or the cancel reason, as the server wrote it. */
  readonly details: string | null;
  /** responseMappedMessage: a reason the server has already mapped to a message id. */
  readonly mappedMessage: string | null;
}

/**
 * Reads a coupon cancel or redeem answer.
 *
 * @example
 * parseCouponAnswer({ success: '1', couponcode: 'MY50FREE' });
 */
export function parseCouponAnswer(raw: unknown): CouponAnswer {
  const body = toRecord(raw);
  const details = body.redeem_details ?? body.reason ?? body.message;
  return {
    success: toFlag(body.success),
    couponcode: toTextOrNull(body.couponcode),
    details:
      typeof details === 'object' && details !== null
        ? toTextOrNull(toRecord(details).message)
        : toTextOrNull(details),
    mappedMessage: toTextOrNull(body.responseMappedMessage),
  };
}

/** The message after a coupon flow (§8). */
export type CouponMessage =
  | { readonly kind: 'redeemed'; readonly couponcode: string }
  | { readonly kind: 'cancel-failed'; readonly couponcode: string; readonly reason: string | null }
  | { readonly kind: 'redeem-failed'; readonly couponcode: string; readonly details: string | null }
  | { readonly kind: 'cancel-or-redeem-failed'; readonly couponcode: string };

/**
 * The message for how the flow went: a failed cancel stops the flow and names the active coupon with the
 * mapped reason; a failed redeem names the selected coupon with the details; success names the redeemed
 * coupon. When the flow broke without any answer (e.g. the network failed) the combined wording is used.
 *
 * @example
 * couponMessage({ selected: 'MY50FREE', cancel: null, redeem: { success: true, … } }); // { kind: 'redeemed', couponcode: 'MY50FREE' }
 */
export function couponMessage(flow: {
  readonly selected: string;
  readonly activeCoupon?: string | null;
  readonly cancel?: CouponAnswer | null;
  readonly redeem?: CouponAnswer | null;
}): CouponMessage {
  const { cancel, redeem, selected } = flow;
  if (cancel && !cancel.success) {
    return {
      kind: 'cancel-failed',
      couponcode: cancel.couponcode ?? flow.activeCoupon ?? selected,
      reason: cancel.mappedMessage ?? cancel.details,
    };
  }
  if (!redeem) return { kind: 'cancel-or-redeem-failed', couponcode: selected };
  const couponcode = redeem.couponcode ?? selected;
  return redeem.success
    ? { kind: 'redeemed', couponcode }
    : { kind: 'redeem-failed', couponcode, details: redeem.mappedMessage ?? redeem.details };
}

/** The coupon the automatic my50free redemption posts (§7). */
export const MY50FREE_COUPON = 'MY50FREE';

/** The form the automatic my50free redemption posts; its answer is not used (§7). */
export function my50FreeRedeemForm(): { readonly redeem: string; readonly redirect: 'false' } {
  return { redeem: MY50FREE_COUPON, redirect: 'false' };
}
