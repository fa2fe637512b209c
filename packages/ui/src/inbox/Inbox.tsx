import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../components/button/Button.tsx';
import { Placeholders, Skeleton } from '../components/skeleton/Skeleton.tsx';
import { cn } from '../lib/cn.ts';
import { InboxList } from './InboxList.tsx';
import { InboxMessage } from './InboxMessage.tsx';
import type { InboxItem } from './types.ts';

export type { InboxItem } from './types.ts';

export type InboxStatus = 'loading' | 'error' | 'ready';

export type InboxProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  status: InboxStatus;
  messages: readonly InboxItem[];
  /** The message being read, or null. */
  openId: string | null;
  onOpen: (id: string) => void;
  /** Back to the list (phones show one or the other). */
  onClose: () => void;
  onRetry: () => void;
};

/**
 * The player's messages (§2 /dashboard/messagecenter): a list with unread ones marked, and the open
 * message's body beside it (under 768 px, in its place with a way back). Bodies are server HTML and go
 * through `SafeHtml`.
 */
export function Inbox({
  className,
  status,
  messages,
  openId,
  onOpen,
  onClose,
  onRetry,
  ...props
}: InboxProps) {
  const { t, i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (at: number | null) => (at === null ? '' : format.format(at));
  const open = messages.find((m) => m.id === openId) ?? null;

  if (status === 'loading')
    return (
      <div
        data-slot="inbox"
        data-status="loading"
        aria-busy="true"
        className={cn('flex flex-col gap-2', className)}
        {...props}
      >
        <Placeholders count={5}>{() => <Skeleton className="h-16 w-full rounded-lg" />}</Placeholders>
      </div>
    );

  if (status === 'error')
    return (
      <div
        data-slot="inbox"
        data-status="error"
        role="alert"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center',
          className,
        )}
        {...props}
      >
        <p className="m-0 font-semibold text-fg">{t`We couldn't load your messages.`}</p>
        <p className="m-0 text-sm text-fg-muted">{t`Check your connection and try again.`}</p>
        <Button variant="outline" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    );

  if (messages.length === 0)
    return (
      <div data-slot="inbox" data-status="empty" className={className} {...props}>
        <p className="m-0 rounded-xl border border-border bg-surface p-8 text-center text-fg-muted">
          {t`Your inbox is empty. New messages from the casino will show up here.`}
        </p>
      </div>
    );

  return (
    <div
      data-slot="inbox"
      data-status="ready"
      className={cn('grid min-w-0 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]', className)}
      {...props}
    >
      <InboxList messages={messages} openId={openId} hidden={open !== null} onOpen={onOpen} when={when} />
      <InboxMessage open={open} onClose={onClose} when={when} />
    </div>
  );
}
