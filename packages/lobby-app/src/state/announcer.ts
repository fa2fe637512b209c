import { type Announcement, withAnnouncement } from '@lobby/domain';
import type { LiveMessage } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { proxy } from 'valtio';

/**
 * Status messages for screen readers (WCAG 4.1.3), read from the one live region the shell draws. Features
 * say what happened with `announce`; nothing else in the lobby owns a live region, except the notifications,
 * which Radix's toast reads out itself.
 */
export const announcer = proxy({ messages: [] as readonly Announcement[] });

let lastId = 0;

/** Reads `text` (already translated) out once; a failure the player must act on may interrupt. */
export function announce(text: string, politeness: LiveMessage['politeness'] = 'polite'): void {
  lastId += 1;
  announcer.messages = withAnnouncement(announcer.messages, { id: lastId, text, politeness, at: Date.now() });
}

/**
 * Announces `text` once for each occasion it describes: a settled search (its text and filters), a win.
 * Null says nothing, so a search that flickers back to waiting and settles again on the same words is not
 * read twice; a new occasion with the same words (another search finding as many games) is read again.
 */
export function useAnnouncement(
  text: string | null,
  occasion: string = text ?? '',
  politeness: LiveMessage['politeness'] = 'polite',
): void {
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (text === null) {
      // a new occasion under way (the typing moved on): the words may be news again when it settles
      if (said.current !== null && !said.current.startsWith(`${occasion}\u0000`)) said.current = null;
      return;
    }
    const news = `${occasion}\u0000${text}`;
    if (said.current === news) return;
    said.current = news;
    announce(text, politeness);
  }, [text, occasion, politeness]);
}
