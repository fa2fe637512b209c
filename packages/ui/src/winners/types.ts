/** A row of the winners table: one win, as the ticker shows it. */
export interface WinnerRow {
  /** Unique within its list (e.g. index and username). */
  readonly key: string;
  readonly game: string;
  /** The provider's display name; shown in its own column in fusion. */
  readonly provider: string;
  readonly username: string;
  /** The win's instant, or null when the server's date could not be read. */
  readonly at: number | null;
  readonly amount: number;
}
