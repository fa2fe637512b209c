/** Small pieces of the daily free spins dialog: the countdown to the next spins, the rules and the win. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Countdown } from '../components/countdown/Countdown.tsx';
import { useCountdownEndHandler } from '../components/countdown/countdown-end.ts';
import type { DfsCountdown, DfsRuleValues, DfsWin } from './types.ts';

export function NextSpins({ countdown }: { countdown: DfsCountdown | null }) {
  const { t } = useLingui();
  const ended = useCountdownEndHandler();
  if (countdown === null) return null;
  return (
    <div className="flex justify-center rounded-lg bg-surface-sunken px-3 py-2">
      <Countdown
        parts={countdown}
        label={t`Next spins in`}
        format="short"
        size="sm"
        onEnd={() => ended?.({ kind: 'next-spins' })}
      />
    </div>
  );
}

export function Rules({ values }: { values: DfsRuleValues }) {
  const { lastXDays, minimumDeposit, balanceRule } = values;
  return (
    <p className="m-0 text-xs text-fg-muted">
      <Trans>
        Claim once a day. You need deposits of at least {minimumDeposit} in the last {lastXDays} days and a
        balance under {balanceRule}.
      </Trans>
    </p>
  );
}

export function WinPanel({ win }: { win: DfsWin }) {
  const { t } = useLingui();
  const { spins, gameName } = win;
  // the button that was pressed is gone: the news takes the focus, so keyboard users stay in the dialog.
  // The app reads the win out in its live region; the panel is a named group, so taking the focus says
  // where the reader is rather than reading the news a second time.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a panel of news, not a form fieldset
    <div
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-label={t({ message: 'Your prize', comment: 'The panel that shows the daily free spins won' })}
      data-slot="dfs-win"
      className="flex flex-col items-center gap-3 rounded-xl bg-surface-raised p-4 text-center focus:outline-none motion-safe:animate-dialog-in"
    >
      {win.gameImage ? (
        <img src={win.gameImage} alt="" className="aspect-square w-24 rounded-lg object-cover" />
      ) : null}
      <p className="m-0 font-display text-2xl font-bold text-fg">
        <Trans>You won {spins} free spins!</Trans>
      </p>
      {gameName ? (
        <p className="m-0 text-sm text-fg-muted">
          <Trans>Your spins are waiting in {gameName}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
