/** The countdown to the next daily free spins, already split (the caller owns the clock). */
export interface DfsCountdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** A free-spins win: what the player got and where to play it. */
export interface DfsWin {
  readonly spins: number;
  readonly gameName: string | null;
  readonly gameImage: string | null;
  /** The in-app path of the game, e.g. `/play/cash-bandits`; null when unknown. */
  readonly playHref: string | null;
}

/** What the daily free spins dialog shows (§4). Texts from the server arrive already resolved. */
export type DfsView =
  | { readonly kind: 'loading' }
  /** The data could not be read (network, server error, malformed answer): a message and retry. */
  | { readonly kind: 'load-failed'; readonly message: string }
  /** Allowed without the wheel: one claim button. */
  | { readonly kind: 'claim'; readonly redeeming: boolean }
  /** Allowed with the wheel. `landIndex` is the slice the wheel turns to once a spin started. */
  | {
      readonly kind: 'wheel';
      readonly slices: readonly number[];
      readonly termsAccepted: boolean;
      readonly termsError: boolean;
      readonly spinning: boolean;
      readonly landIndex: number | null;
    }
  /** The player has not clicked the link in the confirmation e-mail yet. */
  | {
      readonly kind: 'email';
      readonly email: string | null;
      readonly sent: boolean;
      readonly sending: boolean;
      readonly sendError: string | null;
    }
  /** Not allowed today; `message` is the translated reason. */
  | { readonly kind: 'not-allowed'; readonly reason: string; readonly message: string }
  | { readonly kind: 'won'; readonly win: DfsWin }
  /** The server refused the redeem (`serverMessage` is its responseMessage), or the answer never came. */
  | { readonly kind: 'redeem-failed'; readonly serverMessage: string | null; readonly retryable: boolean };

/** The numbers the rules text fills in, already formatted (§9 defaults: 7 days, 30, $5). */
export interface DfsRuleValues {
  readonly lastXDays: number;
  readonly minimumDeposit: string;
  readonly balanceRule: string;
}
