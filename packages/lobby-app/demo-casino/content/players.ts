/** The demo casino's players, one per logged-in profile, and the casinos' names. */
import type { DemoCasinoId, DemoProfile } from '../settings.ts';

export interface DemoPlayer {
  readonly PID: string;
  readonly fname: string;
  readonly lname: string;
  readonly class: string;
  readonly class_vip_level: string;
  readonly class_display_name: string;
  readonly practicemode: boolean;
  readonly balance: number;
  readonly bonus: number | null;
  readonly comppoints: number | null;
  /** Reason of the daily free spins state when nothing else decides it. */
  readonly dfs: string;
  readonly favourites: number;
  readonly pendingWithdrawals: number;
  readonly quickDeposit: boolean;
  readonly alternativeCrypto: boolean;
}

/** One player per logged-in profile; `guest` has none. */
export const DEMO_PLAYERS: Readonly<Record<Exclude<DemoProfile, 'guest'>, DemoPlayer>> = {
  new: {
    PID: '100001',
    fname: 'Nora',
    lname: 'Newman',
    class: 'new_player',
    class_vip_level: '0',
    class_display_name: 'New Player',
    practicemode: false,
    balance: 25,
    bonus: 0,
    comppoints: 12,
    dfs: 'email_not_clicked',
    favourites: 0,
    pendingWithdrawals: 0,
    quickDeposit: true,
    alternativeCrypto: false,
  },
  vip: {
    PID: '100002',
    fname: 'Victor',
    lname: 'Valdez',
    class: 'vip_gold',
    class_vip_level: '4',
    class_display_name: 'Gold VIP',
    practicemode: true,
    balance: 12_450.75,
    bonus: 320,
    comppoints: 48_210,
    dfs: 'allowed',
    favourites: 8,
    pendingWithdrawals: 3,
    quickDeposit: true,
    alternativeCrypto: false,
  },
  low: {
    PID: '100003',
    fname: 'Lena',
    lname: 'Lowe',
    class: 'regular',
    class_vip_level: '1',
    class_display_name: 'Bronze',
    practicemode: false,
    balance: 3.2,
    bonus: null,
    comppoints: null,
    dfs: 'fivedolar_balance',
    favourites: 3,
    pendingWithdrawals: 1,
    quickDeposit: true,
    alternativeCrypto: true,
  },
  practice: {
    PID: '100004',
    fname: 'Pat',
    lname: 'Practice',
    class: 'regular',
    class_vip_level: '1',
    class_display_name: 'Bronze',
    practicemode: true,
    balance: 80,
    bonus: 10,
    comppoints: 300,
    dfs: 'minimum_deposit',
    favourites: 3,
    pendingWithdrawals: 0,
    quickDeposit: false,
    alternativeCrypto: false,
  },
  sportsbook: {
    PID: '850001',
    fname: 'Sam',
    lname: 'Striker',
    class: 'regular',
    class_vip_level: '2',
    class_display_name: 'Silver',
    practicemode: false,
    balance: 420,
    bonus: 0,
    comppoints: 1_250,
    dfs: 'active_coupon',
    favourites: 4,
    pendingWithdrawals: 0,
    quickDeposit: true,
    alternativeCrypto: false,
  },
};

export const CASINO_NAMES: Readonly<Record<DemoCasinoId, string>> = {
  4: 'Lucky Harbor Casino',
  14: 'Coin Vault Casino',
  85: 'Euro Palace Casino',
  93: 'Starlight Casino',
};
