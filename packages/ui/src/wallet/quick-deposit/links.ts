/** The external cashier pages the quick-deposit modal links to (§2). */
export interface QuickDepositLinks {
  /** The configured cashier page (pages.cashier). */
  readonly cashier: string;
  /** /cashier/withdrawals */
  readonly withdrawals: string;
  /** /cashier/deposit-cryptocurrency */
  readonly crypto: string;
}

export const DEFAULT_QUICK_DEPOSIT_LINKS: QuickDepositLinks = {
  cashier: '/cashier/',
  withdrawals: '/cashier/withdrawals',
  crypto: '/cashier/deposit-cryptocurrency',
};
