import type { InboxMessage } from '@lobby/domain';
import { parseServerDateTime } from '@lobby/domain';
import type { InboxItem, InboxStatus } from '@lobby/ui';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { askApi, warnOnFailure } from '../../state/services.ts';
import { wallet } from '../../state/wallet.ts';
import { markRead, rememberListed } from './unread.ts';

/** Inbox messages for display: the server's time read, the ones opened here counted as read. */
export function inboxItems(messages: readonly InboxMessage[], opened: readonly string[]): InboxItem[] {
  return messages.map((m) => ({
    id: m.id,
    subject: m.subject,
    body: m.body,
    at: m.date ? parseServerDateTime(m.date) : null,
    read: m.read || opened.includes(m.id),
  }));
}

/**
 * The player's messages (message-center ?getmessages, §7), served from the 15-minute session cache by the
 * client; a retry asks the server again. Opening an unread message marks it read here, for the rest of the
 * visit, and lowers the unread count in the header.
 */
export function useInbox(enabled: boolean): {
  status: InboxStatus;
  messages: InboxItem[];
  openId: string | null;
  open: (id: string) => void;
  close: () => void;
  retry: () => void;
} {
  const inbox = useQuery(
    enabled
      ? {
          key: ['messages'],
          // a retry asks the server, past the client's session cache
          load: ({ signal, fresh }) =>
            askApi((api) => api.getMessages({ signal, force: fresh }))
              .then(warnOnFailure('messages'))
              .then((answer) => {
                if (answer.ok) rememberListed(answer.value);
                return answer;
              }),
        }
      : null,
  );
  const opened = useSnapshot(wallet).readHere;
  const [openId, setOpenId] = useState<string | null>(null);

  const answer = inbox.data;
  const messages = useMemo(() => (answer ? inboxItems(answer, opened) : []), [answer, opened]);

  const open = useCallback(
    (id: string) => {
      setOpenId(id);
      const message = messages.find((m) => m.id === id);
      if (message && !message.read) markRead(id);
    },
    [messages],
  );
  const close = useCallback(() => setOpenId(null), []);
  return { status: inbox.status, messages, openId, open, close, retry: inbox.retry };
}
