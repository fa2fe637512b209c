import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { COUNTDOWN_SHORT_BELOW_PX, type CountdownParts as DomainCountdownParts } from '@lobby/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { useCountdownEnd } from './countdown-end.ts';

/**
 * Spec §9: countdowns switch to the short format below this viewport width (used by `format="auto"`; the
 * styles below write it as `max-[600px]`, since a style's breakpoint must be spelt out).
 */
export const COUNTDOWN_SHORT_FORMAT_BELOW_PX = COUNTDOWN_SHORT_BELOW_PX;

/** Time left, already split: the domain's `countdownParts` gives it. */
export type CountdownParts = Pick<DomainCountdownParts, 'days' | 'hours' | 'minutes' | 'seconds'>;

export const countdownVariants = cva('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-fg', {
  variants: {
    size: {
      sm: 'text-xs',
      md: 'text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

export type CountdownProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof countdownVariants> & {
    /** Time left, already split (the caller owns the clock; this only draws it). */
    parts: CountdownParts;
    /** Translated lead text, e.g. "Starts in", "Ends in", "Expires in". */
    label?: string;
    /** long: labelled boxes; short: compact `2d 03:04:05`; auto: short below 600 px wide, long above. */
    format?: 'long' | 'short' | 'auto';
    /** Called once when the time left, drawn running, reaches zero (the moment worth announcing). */
    onEnd?: () => void;
  };

const pad = (value: number) => String(Math.max(0, Math.trunc(value))).padStart(2, '0');

/** ISO 8601 duration for <time datetime>, e.g. P2DT3H4M5S. */
function isoDuration({ days, hours, minutes, seconds }: CountdownParts): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

/**
 * A countdown display. It does not tick by itself: pass new `parts` each second. Screen readers are not
 * interrupted on every tick (role timer, aria-live off); reading it gives a spoken summary such as
 * "Starts in 2 days, 3 hours, 4 minutes, 5 seconds".
 * Implements the countdowns of §4 (tournament status and promo expiry) and the short format below 600 px of §9.
 */
export function Countdown({
  className,
  parts,
  label,
  format = 'long',
  size,
  onEnd,
  ...props
}: CountdownProps) {
  const { t } = useLingui();
  useCountdownEnd(parts, onEnd);
  const { days, hours, minutes, seconds } = parts;

  const units = [
    {
      key: 'days',
      value: days,
      label: t({ message: plural(days, { one: 'Day', other: 'Days' }), comment: 'Countdown unit' }),
    },
    {
      key: 'hours',
      value: hours,
      label: t({ message: plural(hours, { one: 'Hour', other: 'Hours' }), comment: 'Countdown unit' }),
    },
    {
      key: 'minutes',
      value: minutes,
      label: t({
        message: plural(minutes, { one: 'Min', other: 'Mins' }),
        comment: 'Countdown unit, short for minutes',
      }),
    },
    {
      key: 'seconds',
      value: seconds,
      label: t({
        message: plural(seconds, { one: 'Sec', other: 'Secs' }),
        comment: 'Countdown unit, short for seconds',
      }),
    },
  ].filter((unit) => unit.key !== 'days' || days > 0);

  // one message per shape, so each language keeps its own word order and punctuation
  const spokenParts =
    days > 0
      ? t({
          message: `${plural(days, { one: '# day', other: '# days' })}, ${plural(hours, { one: '# hour', other: '# hours' })}, ${plural(minutes, { one: '# minute', other: '# minutes' })}, ${plural(seconds, { one: '# second', other: '# seconds' })}`,
          comment: 'Spoken countdown, e.g. 2 days, 3 hours, 4 minutes, 5 seconds',
        })
      : t({
          message: `${plural(hours, { one: '# hour', other: '# hours' })}, ${plural(minutes, { one: '# minute', other: '# minutes' })}, ${plural(seconds, { one: '# second', other: '# seconds' })}`,
          comment: 'Spoken countdown under a day, e.g. 3 hours, 4 minutes, 5 seconds',
        });
  const spoken = label ? `${label} ${spokenParts}` : spokenParts;

  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  const short =
    days > 0
      ? `${t({ message: `${days}d`, comment: 'Days in a compact countdown such as 2d 03:04:05' })} ${clock}`
      : clock;

  const long = (
    <span data-slot="countdown-long" className="inline-flex items-stretch gap-1.5">
      {units.map((unit) => (
        <span
          key={unit.key}
          className="inline-flex min-w-12 flex-col items-center rounded-md bg-surface-sunken px-2 py-1"
        >
          <span className="font-display text-[1.25em] leading-tight font-bold text-fg tabular-nums">
            {pad(unit.value)}
          </span>
          <span className="text-[0.75em] leading-tight tracking-wide text-fg-muted uppercase">
            {unit.label}
          </span>
        </span>
      ))}
    </span>
  );
  const compact = (
    <span data-slot="countdown-short" className="font-semibold tabular-nums">
      {short}
    </span>
  );

  return (
    <div
      data-slot="countdown"
      data-format={format}
      role="timer"
      aria-live="off"
      aria-atomic="true"
      className={cn(countdownVariants({ size }), className)}
      {...props}
    >
      {label ? (
        <span aria-hidden="true" className="font-medium text-fg-muted">
          {label}
        </span>
      ) : null}
      <time dateTime={isoDuration(parts)}>
        {/* the digits and boxes are for the eye; the sentence below is for the ear */}
        <span aria-hidden="true" className="contents">
          {format === 'long' ? long : null}
          {format === 'short' ? compact : null}
          {format === 'auto' ? (
            <>
              <span className="contents max-[600px]:hidden">{long}</span>
              <span className="hidden max-[600px]:contents">{compact}</span>
            </>
          ) : null}
        </span>
        <span className="sr-only">{spoken}</span>
      </time>
    </div>
  );
}
