/** The inbox's reading pane: the open message, or a hint to choose one. */
import { useLingui } from '@lingui/react/macro';
import { Button } from '../components/button/Button.tsx';
import { SafeHtml } from '../components/safe-html/SafeHtml.tsx';
import type { InboxItem } from './types.ts';

export function InboxMessage({
  open,
  onClose,
  when,
}: {
  open: InboxItem | null;
  onClose: () => void;
  when: (at: number | null) => string;
}) {
  const { t } = useLingui();
  return open ? (
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
  );
}
