import * as v from 'valibot';
import { type CouponAnswer, parseCouponAnswer } from './coupons.ts';
import {
  type DepositOutcome,
  type DepositResultState,
  isWithdrawalCancelled,
  type PendingWithdrawals,
  parsePendingWithdrawals,
  parseQuickDepositCheck,
  type QuickDepositCheck,
  toDepositResultState,
} from './quick-deposit.ts';
import {
  firstOf,
  gate,
  gateResult,
  optionalField,
  type WireSchema,
  wireField,
  wireFlag,
  wireList,
  wireNumber,
  wireRawText,
  wireRecord,
  wireText,
  withAliases,
} from './wire.ts';

/** The platform's cashier answers (§7): withdrawals, quick deposit, coupons, and the message center. */

/** The type of the message the quick-deposit processor page posts to the lobby. */
const QUICK_DEPOSIT_MESSAGE_TYPE = 'lobby:quick-deposit-result';

export const DepositOutcomeSchema: WireSchema<DepositOutcome> = v.pipe(
  wireRecord,
  v.object(
    {
      type: v.literal(QUICK_DEPOSIT_MESSAGE_TYPE, 'not a quick-deposit report'),
      state: v.pipe(
        wireRawText,
        v.rawTransform(({ dataset, addIssue, NEVER }): DepositResultState => {
          const state = toDepositResultState(dataset.value);
          if (state !== null) return state;
          addIssue({ message: 'unknown deposit state' });
          return NEVER;
        }),
      ),
      // a processor may write "no amount" as false too
      amount: optionalField(
        firstOf<number | null>(
          v.pipe(
            v.literal(false),
            v.transform(() => null),
          ),
          wireNumber,
        ),
        null,
      ),
      message: optionalField(wireRawText, null),
    },
    'is missing',
  ),
  v.transform(({ state, amount, message }) => ({ state, amount, message })),
);

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
  wireField('messages', wireList(MessageSchema)),
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
