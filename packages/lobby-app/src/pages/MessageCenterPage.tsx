import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Inbox } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { useInbox } from '../features/inbox/useInbox.ts';
import { session } from '../state/session.ts';
import { promptLogin } from '../state/ui.ts';

/** The inbox (§2 /dashboard/messagecenter): the player's messages; a guest is asked to log in. */
export default function MessageCenterPage() {
  const { t } = useLingui();
  const isGuest = useSnapshot(session).player === null;
  const inbox = useInbox(!isGuest);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 id="page-title" className="m-0 text-3xl font-bold">
        <Trans>Inbox</Trans>
      </h1>
      {isGuest ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center">
          <p className="m-0 text-fg">
            <Trans>Log in to read your messages.</Trans>
          </p>
          <Button onClick={() => promptLogin('/dashboard/messagecenter', t`Log in to read your messages.`)}>
            <Trans>Log In</Trans>
          </Button>
        </div>
      ) : (
        <Inbox
          status={inbox.status}
          messages={inbox.messages}
          openId={inbox.openId}
          onOpen={inbox.open}
          onClose={inbox.close}
          onRetry={inbox.retry}
        />
      )}
    </section>
  );
}
