/** The message center: the player's inbox and how much of it is unread. */
import { inboxMessages } from '../content/messages.ts';
import type { CasinoState } from './state.ts';

/** ?getmessages. */
export function messages(casino: CasinoState): unknown {
  return { messages: casino.player ? inboxMessages(casino.now(), casino.player.fname) : [] };
}

/** ?getunreadmessages. */
export function unread(casino: CasinoState): unknown {
  const player = casino.player;
  return {
    total_unread: player ? inboxMessages(casino.now(), player.fname).filter((m) => m.read === '0').length : 0,
  };
}
