// What the profile box and its lazily loaded panel both speak of.

/** The player's balances (§3); null where the backend sent none, shown as a dash. */
export interface ProfileBalances {
  readonly balance: number | null;
  readonly withdrawable: number | null;
  readonly playthrough: number | null;
  readonly bonus: number | null;
  readonly comppoints: number | null;
}

/** Casino pages the profile box links to; the spec's fixed addresses by default (§2 external pages). */
export interface ProfileLinks {
  readonly deposit?: string;
  readonly cashOut?: string;
  readonly dashboard?: string;
}

export const PROFILE_DEFAULT_LINKS = {
  deposit: '/cashier/',
  cashOut: '/cashier/withdrawals',
  dashboard: '/dashboard/',
} as const satisfies Required<ProfileLinks>;
