import { classifyLink } from '@lobby/domain';
import { lobbyPathOf } from '../../navigation/paths.ts';

/**
 * The event that asks for live chat. The chat is a widget of the casino's site, not of the lobby (§7: it is
 * triggered locally): the site's integration listens for this event on `window`, opens its chat and calls
 * `preventDefault()` to say it did.
 */
export const LIVE_CHAT_EVENT = 'lobby:live-chat';

export interface LiveChatDeps {
  readonly target: EventTarget;
  /** The casino's contact page from the config, if it has one. */
  readonly contactPage: string | null;
  readonly origin: string;
  /** Goes to a page of the site (same tab). */
  readonly assign: (href: string) => void;
  /** Opens another site in a new tab. */
  readonly openExternal: (href: string) => void;
  readonly unavailable: () => void;
}

/**
 * Asks the site's chat widget to open. When nothing answers (no widget on this site, or it failed to load),
 * the player is not left with a dead button: the contact page opens instead, and without one a notice says
 * that live support cannot be reached right now. Returns how the request was served.
 */
export function requestLiveChat(deps: LiveChatDeps): 'chat' | 'contact' | 'unavailable' {
  const event = new CustomEvent(LIVE_CHAT_EVENT, { cancelable: true });
  if (!deps.target.dispatchEvent(event)) return 'chat';
  const contact = deps.contactPage
    ? classifyLink(deps.contactPage, { origin: deps.origin, appPathOf: lobbyPathOf })
    : null;
  if (contact === null) {
    deps.unavailable();
    return 'unavailable';
  }
  if (contact.kind === 'external') deps.openExternal(contact.href);
  else deps.assign(contact.kind === 'app' ? contact.path : contact.href);
  return 'contact';
}
