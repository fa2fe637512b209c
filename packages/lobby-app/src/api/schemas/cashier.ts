/** Wire schemas of the cashier controllers: withdrawals, quick deposit, coupons, and the message center. */
import { firstOf, flag, list, num, object, rawText, type Schema, text } from '../schema.ts';

export interface PendingWithdrawal {
  readonly methodName: string;
  readonly timestamp: string;
  readonly amount: number;
  readonly requestId: number;
  readonly coindrawWithdrawalId: string | null;
}

export interface PendingWithdrawals {
  readonly count: number;
  readonly withdrawals: readonly PendingWithdrawal[];
  readonly currency: string;
}

const PendingWithdrawalSchema: Schema<PendingWithdrawal> = object((r) => ({
  methodName: r.req('method_name', text),
  timestamp: r.opt('timestamp', text, ''),
  amount: r.req('amount', num),
  requestId: r.req('request_id', num),
  coindrawWithdrawalId: r.opt('coindraw_withdrawal_id', text, null),
}));

export const PendingWithdrawalsSchema: Schema<PendingWithdrawals> = object((r) => {
  const withdrawals = r.opt('pending_withdrawals', list(PendingWithdrawalSchema), []);
  if (!r.has(['pending_withdrawals', 'results_count'])) r.req('pending_withdrawals', text);
  return {
    count: r.opt('results_count', num, withdrawals.length),
    withdrawals,
    currency: r.opt('currency', text, ''),
  };
});

/** `{ CancelWithdrawalResult: { success } }` or `{ success }`. */
export const CancelWithdrawalSchema: Schema<boolean> = firstOf(
  object((r) =>
    r.req(
      'CancelWithdrawalResult',
      object((c) => c.req('success', flag)),
    ),
  ),
  object((r) => r.req('success', flag)),
);

export interface QuickDepositMethod {
  readonly min: number | null;
  readonly max: number | null;
  readonly ccid: string;
  readonly ccnumber: string;
  readonly ccimg: string | null;
  readonly commonname: string;
  /** A crypto method offered after a card error; null when none. */
  readonly alternative: string | null;
}

export interface QuickDepositPromo {
  readonly promotionId: string;
  readonly associatedCoupon: string;
  readonly buttonText: string;
  readonly text: string;
  readonly terms: string;
}

export interface QuickDepositCheck {
  readonly useQuickDeposit: boolean;
  readonly methodName: string | null;
  readonly method: QuickDepositMethod | null;
  readonly recommendedAmount: number | null;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly cryptoAddress: string | null;
  readonly activeCoupon: string | null;
  readonly promos: readonly QuickDepositPromo[];
}

const MethodSchema: Schema<QuickDepositMethod> = object((r) => ({
  min: r.opt('min', num, null),
  max: r.opt('max', num, null),
  ccid: r.opt('ccid', text, ''),
  ccnumber: r.opt('ccnumber', text, ''),
  ccimg: r.opt('ccimg', text, null),
  commonname: r.opt('commonname', text, ''),
  alternative: r.opt(
    'alternative',
    (raw, path) => (typeof raw === 'object' ? JSON.stringify(raw) : text(raw, path)),
    null,
  ),
}));

const QdPromoSchema: Schema<QuickDepositPromo> = object((r) => ({
  promotionId: r.req('promotion_id', text),
  associatedCoupon: r.opt('associated_coupon', text, ''),
  buttonText: r.opt('button_text', rawText, ''),
  text: r.opt('text', rawText, ''),
  terms: r.opt('terms', rawText, ''),
}));

export const QuickDepositCheckSchema: Schema<QuickDepositCheck> = object((r) => ({
  useQuickDeposit: r.req('usequickdeposit', flag),
  methodName: r.opt('method_name', text, null),
  method: r.opt('method_details', MethodSchema, null),
  recommendedAmount: r.opt('recommended_amount', num, null),
  currency: r.opt('currency', text, ''),
  currencySymbol: r.opt('currencySymbol', text, ''),
  cryptoAddress: r.opt('cryptoaddress', text, null),
  activeCoupon: r.opt(
    'active_coupon',
    object((c) => c.opt('couponcode', text, null)),
    null,
  ),
  promos: r.opt('promos', list(QdPromoSchema), []),
}));

export interface CouponCancelResult {
  readonly success: boolean;
  readonly message: string;
}

export const CouponCancelSchema: Schema<CouponCancelResult> = object((r) => ({
  success: r.req('success', flag),
  message: r.opt(['responseMappedMessage', 'message'], rawText, ''),
}));

export interface CouponRedeemResult {
  readonly success: boolean;
  readonly couponCode: string;
  readonly redeemDetails: string;
  readonly responseMappedMessage: string;
}

export const CouponRedeemSchema: Schema<CouponRedeemResult> = object((r) => ({
  success: r.req('success', flag),
  couponCode: r.opt('couponcode', text, ''),
  redeemDetails: r.opt(
    'redeem_details',
    (raw, path) => (typeof raw === 'object' ? JSON.stringify(raw) : rawText(raw, path)),
    '',
  ),
  responseMappedMessage: r.opt('responseMappedMessage', rawText, ''),
}));

export interface InboxMessage {
  readonly id: string;
  readonly subject: string;
  /** HTML; passes through the sanitising component before display. */
  readonly body: string;
  readonly date: string;
  readonly read: boolean;
}

const MessageSchema: Schema<InboxMessage> = object((r) => ({
  id: r.req(['id', 'message_id'], text),
  subject: r.opt(['subject', 'title'], rawText, ''),
  body: r.opt(['body', 'message', 'content'], rawText, ''),
  date: r.opt(['date', 'created_at'], text, ''),
  read: r.opt(['read', 'is_read'], flag, false),
}));

export const MessagesSchema: Schema<InboxMessage[]> = firstOf(
  object((r) => r.req('messages', list(MessageSchema))),
  list(MessageSchema),
);

/** A translation file: flat text values; anything else in it is ignored (§5: missing is silent). */
export const TranslationsSchema: Schema<Readonly<Record<string, string>>> = object((r) => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(r.raw)) if (typeof value === 'string') out[key] = value;
  return out;
});
