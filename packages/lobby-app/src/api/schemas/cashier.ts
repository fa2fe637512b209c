/** Wire schemas of the cashier controllers: withdrawals, quick deposit, coupons, and the message center. */
import {
  type CouponAnswer,
  isWithdrawalCancelled,
  type PendingWithdrawals,
  parseCouponAnswer,
  parsePendingWithdrawals,
  parseQuickDepositCheck,
  type QuickDepositCheck,
} from '@lobby/domain';
import { firstOf, flag, gate, gateResult, list, object, rawText, type Schema, text } from '../schema.ts';

/** getPendingWithdrawals: the list must be there (or its count); the domain reads it. */
export const PendingWithdrawalsSchema: Schema<PendingWithdrawals> = gate(
  ['pending_withdrawals', 'results_count'],
  parsePendingWithdrawals,
);

/** cancelWithdrawal: `{ CancelWithdrawalResult: { success } }` or `{ success }`, read by the domain. */
export const CancelWithdrawalSchema: Schema<boolean> = gate(
  ['CancelWithdrawalResult', 'success'],
  isWithdrawalCancelled,
);

/** quickdepositcheck: must say `usequickdeposit`; the domain reads the rest. */
export const QuickDepositCheckSchema: Schema<QuickDepositCheck> = gateResult(
  ['usequickdeposit'],
  parseQuickDepositCheck,
);

/** Coupon cancel and redeem answers: must say `success`; the domain reads the rest. */
export const CouponAnswerSchema: Schema<CouponAnswer> = gate(['success'], parseCouponAnswer);

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
