/** The inbox's list: the unread count and one button per message, unread ones marked. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';
import type { InboxItem } from './types.ts';

export function InboxList({
  messages,
  openId,
  hidden,
  onOpen,
  when,
}: {
  messages: readonly InboxItem[];
  openId: string | null;
  /** A message is open: phones show it in the list's place. */
  hidden: boolean;
  onOpen: (id: string) => void;
  when: (at: number | null) => string;
}) {
  const { t } = useLingui();
  const unread = messages.filter((m) => !m.read).length;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', hidden && 'max-md:hidden')}>
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
  );
}
