import { Notification, NotificationProvider, NotificationViewport } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { dismissNotification, type NotificationKind, wallet } from '../../state/wallet.ts';

// the design system draws four kinds; errors and plain notes borrow the neutral one
const shown = (kind: NotificationKind) => (kind === 'error' || kind === 'info' ? 'lose' : kind);

/** The lobby's notifications (§4): each closes itself after 7.2 s or when dismissed. */
export function Notifications() {
  const w = useSnapshot(wallet);
  return (
    <NotificationProvider>
      {w.notifications.map((n) => (
        <Notification
          key={n.id}
          kind={shown(n.kind)}
          data-kind={n.kind}
          title={n.message}
          onOpenChange={(open) => {
            if (!open) dismissNotification(n.id);
          }}
        />
      ))}
      <NotificationViewport />
    </NotificationProvider>
  );
}
