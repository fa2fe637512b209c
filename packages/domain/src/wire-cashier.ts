import * as v from 'valibot';
import { type CouponAnswer, parseCouponAnswer } from './coupons.ts';
import {
  isWithdrawalCancelled,
  type PendingWithdrawals,
  parsePendingWithdrawals,
  parseQuickDepositCheck,
  type QuickDepositCheck,
} from './quick-deposit.ts';
import {
  firstOf,
  gate,
  gateResult,
  optionalField,
  type WireSchema,
  wireFlag,
  wireList,
  wireRawText,
  wireRecord,
  wireText,
  withAliases,
} from './wire.ts';

/** The platform's cashier answers (§7): withdrawals, quick deposit, coupons, and the message center. */

/** getPendingWithdrawals: the list must be there (or its count); the domain reads it. */
export const PendingWithdrawalsSchema: WireSchema<PendingWithdrawals> = gate(
  ['pending_withdrawals', 'results_count'],
  parsePendingWithdrawals,
);

/** cancelWithdrawal: `{ CancelWithdrawalResult: { success } }` or `{ success }`, read by the domain. */
export const CancelWithdrawalSchema: WireSchema<boolean> = gate(
  ['CancelWithdrawalResult', 'success'],
  isWithdrawalCancelled,
);

/** quickdepositcheck: must say `usequickdeposit`; the domain reads the rest. */
export const QuickDepositCheckSchema: WireSchema<QuickDepositCheck> = gateResult(
  ['usequickdeposit'],
  parseQuickDepositCheck,
);

/** Coupon cancel and redeem answers: must say `success`; the domain reads the rest. */
export const CouponAnswerSchema: WireSchema<CouponAnswer> = gate(['success'], parseCouponAnswer);

export interface InboxMessage {
  readonly id: string;
  readonly subject: string;
  /** HTML; passes through the sanitising component before display. */
  readonly body: string;
  readonly date: string;
  readonly read: boolean;
}

const MessageSchema: WireSchema<InboxMessage> = v.pipe(
  wireRecord,
  withAliases({
    id: ['id', 'message_id'],
    subject: ['subject', 'title'],
    body: ['body', 'message', 'content'],
    date: ['date', 'created_at'],
    read: ['read', 'is_read'],
  }),
  v.object(
    {
      id: wireText,
      subject: optionalField(wireRawText, ''),
      body: optionalField(wireRawText, ''),
      date: optionalField(wireText, ''),
      read: optionalField(wireFlag, false),
    },
    'is missing',
  ),
);

/** ?getmessages: `{ messages: [...] }` or the bare list. */
export const MessagesSchema: WireSchema<InboxMessage[]> = firstOf(
  v.pipe(
    wireRecord,
    v.object({ messages: wireList(MessageSchema) }, 'is missing'),
    v.transform((answer) => answer.messages),
  ),
  wireList(MessageSchema),
);

/** A translation file: flat text values; anything else in it is ignored (§5: missing is silent). */
export const TranslationsSchema: WireSchema<Readonly<Record<string, string>>> = v.pipe(
  wireRecord,
  v.transform((file) => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(file)) if (typeof value === 'string') out[key] = value;
    return out;
  }),
);
