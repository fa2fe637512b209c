import { Trans } from '@lingui/react/macro';
import { dfsOffer } from '@lobby/domain';
import { PresentIcon } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';

/** A small button on the home page that opens the daily free spins, for logged-in players when offered. */
export function DailyFreeSpinsEntry() {
  const { player, config, dfsAnswer } = useSnapshot(session);
  if (!dfsOffer(config, dfsAnswer, player !== null).entry) return null;
  return (
    <div className="mb-4 flex justify-end">
      <button
        type="button"
        onClick={() => {
          ui.dailyFreeSpinsOpen = true;
        }}
        className="inline-flex h-9 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg transition-colors hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <PresentIcon className="size-4" />
        <Trans>Daily free spins</Trans>
      </button>
    </div>
  );
}
