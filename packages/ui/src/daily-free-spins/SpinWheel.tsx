import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** Spec §9: the wheel turns for 8 seconds. */
export const WHEEL_SPIN_MS = 8_000;

/** Whole turns before the wheel settles, so a spin reads as a spin. */
const FULL_TURNS = 6;

const SLICE_COLOURS = ['var(--lb-primary)', 'var(--lb-accent)', 'var(--lb-secondary)'];

export const spinWheelVariants = cva('relative mx-auto aspect-square w-full max-w-64 select-none', {
  variants: {
    spinning: { true: '', false: '' },
  },
  defaultVariants: { spinning: false },
});

/**
 * The rotation that brings slice `index` under the pointer at the top, after a few whole turns. Slices run
 * clockwise from the top.
 */
export function wheelRotation(index: number | null, count: number): number {
  if (index === null || count <= 0) return 0;
  const step = 360 / count;
  return FULL_TURNS * 360 - (index + 0.5) * step;
}

export type SpinWheelProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Free spins per slice, clockwise from the top. */
  slices: readonly number[];
  /** The slice to land on; null keeps the wheel at rest. */
  landIndex: number | null;
  spinning: boolean;
  /** Translated accessible name, e.g. "Prize wheel". */
  label: string;
  /** Translated slice text, e.g. `(n) => "10 spins"`. */
  sliceLabel: (spins: number) => string;
};

/**
 * The prize wheel. It only draws: the caller picks the slice and times the spin. The turn lasts 8 s and is
 * skipped under reduced motion (the wheel jumps to the same slice).
 */
export function SpinWheel({
  slices,
  landIndex,
  spinning,
  label,
  sliceLabel,
  className,
  ...props
}: SpinWheelProps) {
  const count = Math.max(slices.length, 1);
  const step = 360 / count;
  const stops = slices
    .map((_, i) => {
      const colour = SLICE_COLOURS[i % SLICE_COLOURS.length];
      return `${colour} ${i * step}deg ${(i + 1) * step}deg`;
    })
    .join(', ');
  const rotation = wheelRotation(landIndex, slices.length);
  return (
    <div
      role="img"
      aria-label={label}
      data-spinning={spinning || undefined}
      data-land-index={landIndex ?? undefined}
      className={cn(spinWheelVariants({ spinning }), className)}
      {...props}
    >
      <div
        data-slot="wheel-disc"
        className="absolute inset-0 overflow-hidden rounded-full border-4 border-border-strong shadow-pop transition-transform ease-[cubic-bezier(0.12,0.6,0.1,1)] motion-reduce:transition-none"
        style={{
          background: slices.length > 0 ? `conic-gradient(${stops})` : 'var(--lb-surface-sunken)',
          transform: `rotate(${rotation}deg)`,
          transitionDuration: landIndex === null ? '0ms' : `${WHEEL_SPIN_MS}ms`,
        }}
      >
        {slices.map((spins, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: slices are positional and may repeat a value
            key={i}
            aria-hidden="true"
            className="absolute top-0 left-1/2 flex h-1/2 w-10 origin-bottom justify-center pt-2.5"
            style={{ transform: `translateX(-50%) rotate(${(i + 0.5) * step}deg)` }}
          >
            <span className="h-fit rounded-sm bg-surface px-1.5 text-sm leading-5 font-bold text-fg shadow-sm">
              {sliceLabel(spins)}
            </span>
          </span>
        ))}
      </div>
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-border-strong bg-surface"
      />
      <span
        aria-hidden="true"
        data-slot="wheel-pointer"
        className="absolute -top-1 left-1/2 h-0 w-0 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-fg"
      />
    </div>
  );
}
