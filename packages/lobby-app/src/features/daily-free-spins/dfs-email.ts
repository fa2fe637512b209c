import { EMAIL_CLICK_POLL_MS } from '@lobby/domain';
import type { Api } from '../../api/index.ts';
import type { DfsRun } from './dfs-run.ts';

export interface DfsEmailDeps {
  readonly api: Pick<Api, 'sendFreeSpinEmail' | 'checkEmailClicked'>;
}

/**
 * The e-mail confirmation step of the daily free spins flow (§4): sends the confirmation e-mail, then asks
 * every 60 s whether it was clicked and reads the data again (`reload`) once it was.
 */
export function createDfsEmail(run: DfsRun, deps: DfsEmailDeps, reload: () => Promise<void>) {
  let pollTimer: ReturnType<typeof setTimeout> | null = null;

  const stopPoll = () => {
    if (pollTimer !== null) clearTimeout(pollTimer);
    pollTimer = null;
  };

  function schedulePoll(): void {
    stopPoll();
    if (run.disposed) return;
    pollTimer = setTimeout(() => {
      pollTimer = null;
      void (async () => {
        const clicked = await deps.api.checkEmailClicked();
        if (run.disposed) return;
        if (clicked.ok && clicked.value) await reload();
        else schedulePoll();
      })();
    }, EMAIL_CLICK_POLL_MS);
  }

  async function sendEmail(): Promise<void> {
    const view = run.state.view;
    if (run.busy || view.kind !== 'email') return;
    run.busy = true;
    run.show({ ...view, sending: true, sendFailed: false });
    const result = await deps.api.sendFreeSpinEmail();
    run.busy = false;
    const sent = result.ok && result.value.success;
    run.show({ ...view, sent: view.sent || sent, sending: false, sendFailed: !sent });
    if (sent) schedulePoll();
  }

  return { sendEmail, stopPoll };
}
