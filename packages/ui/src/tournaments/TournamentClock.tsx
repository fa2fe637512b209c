import { useLingui } from '@lingui/react/macro';
import { countdownParts, type TournamentCountdown } from '@lobby/domain';
import type * as React from 'react';
import { Countdown } from '../components/countdown/Countdown.tsx';
import { useCountdownEndHandler } from '../components/countdown/countdown-end.ts';
import { useSecondTick } from '../components/countdown/second-tick.ts';
import { cn } from '../lib/cn.ts';
import { formatServerDateTime } from './time.ts';
import type { NowSource } from './types.ts';

export type TournamentClockProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What to show, from `useTournamentView` (or the domain's `tournamentView`). */
  countdown: TournamentCountdown;
  now?: NowSource;
  size?: 'sm' | 'md';
  /** long, short, or auto: short below 600 px wide (§9). */
  format?: 'long' | 'short' | 'auto';
  /** The tournament's name, for the words read out when the countdown reaches its start or end. */
  subject?: string;
};

function Ticking({
  target,
  label,
  now,
  size,
  format,
  onEnd,
}: {
  target: number;
  label: string;
  now: NowSource;
  size: 'sm' | 'md';
  format: 'long' | 'short' | 'auto';
  onEnd: () => void;
}) {
  const instant = useSecondTick(now);
  return (
    <Countdown
      parts={countdownParts(target, instant)}
      onEnd={onEnd}
      label={label}
      size={size}
      format={format}
      // on cards the caption sits above the boxes, so every card lines up however many boxes it has
      className={size === 'sm' ? 'flex-col items-start' : undefined}
    />
  );
}

/**
 * A tournament's countdown (§4): 'Starts in' or 'Ends in' ticking every second, 'Time is over' once the end
 * has passed, or the end date of a finished tournament (server time). The ticking stays inside this leaf,
 * so the card or page around it does not re-render each second.
 */
export function TournamentClock({
  subject,
  className,
  countdown,
  now = Date.now,
  size = 'md',
  format = 'auto',
  ...props
}: TournamentClockProps) {
  const { t, i18n } = useLingui();
  const ended = useCountdownEndHandler();
  const onEnd = () => {
    if (countdown.kind === 'starts-in' || countdown.kind === 'ends-in')
      ended?.({ kind: countdown.kind === 'starts-in' ? 'tournament-start' : 'tournament-end', subject });
  };
  let content: React.ReactNode;
  switch (countdown.kind) {
    case 'starts-in':
      content = (
        <Ticking
          target={countdown.target}
          label={t({ message: 'Starts in', comment: 'Tournament countdown to its start' })}
          now={now}
          size={size}
          format={format}
          onEnd={onEnd}
        />
      );
      break;
    case 'ends-in':
      content = (
        <Ticking
          target={countdown.target}
          label={t({ message: 'Ends in', comment: 'Tournament countdown to its end' })}
          now={now}
          size={size}
          format={format}
          onEnd={onEnd}
        />
      );
      break;
    case 'time-is-over':
      content = (
        <p className="m-0 font-semibold text-fg-muted">
          {t({ message: 'Time is over', comment: 'A tournament whose countdown reached its end' })}
        </p>
      );
      break;
    case 'ended': {
      const ended = countdown.endedAt === null ? null : formatServerDateTime(countdown.endedAt, i18n.locale);
      content = (
        <p className="m-0 text-fg-muted">
          {ended === null
            ? t({ message: 'Finished', comment: 'A finished tournament with no known end date' })
            : t({ message: `Ended ${ended}`, comment: 'A finished tournament: its end date and time' })}
        </p>
      );
      break;
    }
  }
  return (
    <div
      data-slot="tournament-clock"
      data-kind={countdown.kind}
      className={cn(size === 'sm' ? 'text-xs' : 'text-sm', className)}
      {...props}
    >
      {content}
    </div>
  );
}
