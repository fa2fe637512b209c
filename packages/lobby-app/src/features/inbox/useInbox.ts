import { parseServerDateTime } from '@lobby/domain';
import type { InboxItem, InboxStatus } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InboxMessage } from '../../api/index.ts';
import { services } from '../../state/services.ts';
import { wallet } from '../../state/wallet.ts';

/** Inbox messages for display: the server's time read, the ones opened here counted as read. */
export function inboxItems(messages: readonly InboxMessage[], opened: ReadonlySet<string>): InboxItem[] {
  return messages.map((m) => ({
    id: m.id,
    subject: m.subject,
    body: m.body,
    at: m.date ? parseServerDateTime(m.date) : null,
    read: m.read || opened.has(m.id),
  }));
}

/**
 * The player's messages (message-center ?getmessages, §7), served from the 15-minute session cache by the
 * client; a retry asks the server again. Opening an unread message marks it read here and lowers the
 * unread count in the header.
 */
export function useInbox(enabled: boolean): {
  status: InboxStatus;
  messages: InboxItem[];
  openId: string | null;
  open: (id: string) => void;
  close: () => void;
  retry: () => void;
} {
  const [state, setState] = useState<
    { status: 'loading' | 'error' } | { status: 'ready'; messages: readonly InboxMessage[] }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const api = services.api;
    if (!enabled) return;
    if (!api) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void api.getMessages({ signal: controller.signal, force: attempt > 0 }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: 'ready', messages: result.value });
      else {
        console.warn('messages could not be loaded', result.error);
        setState({ status: 'error' });
      }
    });
    return () => controller.abort();
  }, [enabled, attempt]);

  const messages = useMemo(
    () => (state.status === 'ready' ? inboxItems(state.messages, opened) : []),
    [state, opened],
  );

  const open = useCallback(
    (id: string) => {
      setOpenId(id);
      const message = messages.find((m) => m.id === id);
      if (message && !message.read) {
        setOpened((current) => new Set(current).add(id));
        wallet.unread = Math.max(0, wallet.unread - 1);
      }
    },
    [messages],
  );
  const close = useCallback(() => setOpenId(null), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: state.status, messages, openId, open, close, retry };
}
