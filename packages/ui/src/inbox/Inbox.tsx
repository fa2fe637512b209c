import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../components/button/Button.tsx';
import { SafeHtml } from '../components/safe-html/SafeHtml.tsx';
import { Placeholders, Skeleton } from '../components/skeleton/Skeleton.tsx';
import { cn } from '../lib/cn.ts';

export interface InboxItem {
  readonly id: string;
  readonly subject: string;
  /** Server HTML; shown through the sanitiser. */
  readonly body: string;
  /** When it was sent, or null when the server's date could not be read. */
  readonly at: number | null;
  readonly read: boolean;
}

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
  const unread = messages.filter((m) => !m.read).length;

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
      <div className={cn('flex min-w-0 flex-col gap-2', open && 'max-md:hidden')}>
        <p className="m-0 text-sm text-fg-muted" data-slot="inbox-summary">
          {t({
            message: plural(unread, {
              0: 'No unread messages',
              one: '# unread message',
              other: '# unread messages',
            }),
            comment: 'Count above the inbox list',
          })}
        </p>
        <ul aria-label={t`Messages`} className="m-0 flex list-none flex-col gap-2 p-0">
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                data-slot="inbox-item"
                data-read={message.read}
                aria-current={message.id === openId || undefined}
                onClick={() => onOpen(message.id)}
                className={cn(
                  'flex w-full cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-3 text-left transition-colors hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=true]:border-primary',
                  !message.read && 'border-l-4 border-l-primary',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2.5 shrink-0 rounded-full',
                    message.read ? 'bg-transparent' : 'bg-primary',
                  )}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className={cn('truncate text-fg', message.read ? 'font-normal' : 'font-bold')}>
                    {message.subject || t`(no subject)`}
                  </span>
                  <span className="text-xs text-fg-muted">
                    {message.read ? null : <span className="sr-only">{t`Unread`}, </span>}
                    {when(message.at)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open ? (
        <article
          aria-labelledby="inbox-open-subject"
          data-slot="inbox-message"
          className="flex min-w-0 flex-col gap-3 self-start rounded-xl border border-border bg-surface p-4 md:p-6"
        >
          <Button variant="ghost" size="sm" className="self-start md:hidden" onClick={onClose}>
            {t`Back to messages`}
          </Button>
          <h2 id="inbox-open-subject" className="m-0 text-xl font-bold text-fg">
            {open.subject || t`(no subject)`}
          </h2>
          {open.at === null ? null : <p className="m-0 text-sm text-fg-muted">{when(open.at)}</p>}
          <SafeHtml html={open.body} className="text-fg" />
        </article>
      ) : (
        <p className="m-0 flex items-center justify-center rounded-xl border border-dashed border-border p-8 text-center text-fg-muted max-md:hidden">
          {t`Choose a message to read it.`}
        </p>
      )}
    </div>
  );
}
