import type {
  CouponMessage,
  DepositAmountCheck,
  DepositResult,
  PendingWithdrawal,
  QuickDepositCheck,
} from '@lobby/domain';

/** The steps of the quick-deposit modal (§4). */
export type QuickDepositStep =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading' }
  /** A read failed (network, server, malformed answer): try again, or go to the cashier. */
  | { readonly kind: 'load-failed'; readonly failed: 'withdrawals' | 'check' }
  | {
      readonly kind: 'pending-withdrawal';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
      readonly cancelling: boolean;
    }
  | {
      readonly kind: 'withdrawal-cancelled';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
    }
  | {
      readonly kind: 'withdrawal-not-cancelled';
      readonly withdrawal: PendingWithdrawal;
      readonly currency: string;
    }
  /** Quick deposit is not usable for this player: the cashier page takes over. */
  | { readonly kind: 'redirect-cashier' }
  | { readonly kind: 'form'; readonly check: QuickDepositCheck; readonly submitting: boolean }
  | { readonly kind: 'result'; readonly check: QuickDepositCheck; readonly result: DepositResult };

/** Selecting a coupon: confirm, then cancel the active one and redeem (§4). */
export type CouponFlow =
  | { readonly kind: 'idle' }
  | { readonly kind: 'confirm'; readonly code: string }
  | { readonly kind: 'working'; readonly code: string }
  /** `retry` is the coupon to try again after a failure without an answer (network). */
  | { readonly kind: 'done'; readonly message: CouponMessage; readonly retry: string | null };

/** Why an entered amount was refused (§5). */
export type DepositAmountError = Exclude<DepositAmountCheck, { kind: 'ok' }>;
