/** A message of the player's inbox, as the inbox shows it. */
export interface InboxItem {
  readonly id: string;
  readonly subject: string;
  /** Server HTML; shown through the sanitiser. */
  readonly body: string;
  /** When it was sent, or null when the server's date could not be read. */
  readonly at: number | null;
  readonly read: boolean;
}
