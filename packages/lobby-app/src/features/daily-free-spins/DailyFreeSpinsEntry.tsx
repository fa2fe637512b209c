import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';

/** A small button on the home page that opens the daily free spins, for logged-in players when offered. */
export function DailyFreeSpinsEntry() {
  const { player, config } = useSnapshot(session);
  if (player === null || config === null || !config.dfs || config.funMoneyCasino) return null;
  return (
    <div className="mb-4 flex justify-end">
      <button
        type="button"
        onClick={() => {
          ui.dailyFreeSpinsOpen = true;
        }}
        className="inline-flex h-9 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg transition-colors hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8c3 0 6-1 6-1.5S14 4 12 8" />
        </svg>
        <Trans>Daily free spins</Trans>
      </button>
    </div>
  );
}
