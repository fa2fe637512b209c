import { useLingui } from '@lingui/react/macro';
import { PROMO_SLIDER_AUTOPLAY_MS, PROMO_SLIDER_SPEED_MS } from '@lobby/domain';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { usePrefersReducedMotion } from '../reduced-motion.ts';
import { CustomPromoControls, CustomPromoTrack } from './CustomPromoCarousel.tsx';
import { CustomPromoFrame } from './CustomPromoFrame.tsx';
import type { CustomPromoBlockData } from './custom-document.ts';

export type CustomPromosProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  blocks: readonly CustomPromoBlockData[];
  colorScheme?: 'light' | 'dark';
  /** Time per slide (the spec's 5 s); 0 turns autoplay off. */
  autoplayMs?: number;
  /** Slide transition (the spec's 500 ms). */
  speedMs?: number;
  /** The first slide shown. */
  initialIndex?: number;
  /** Called once, when every block has reported its height: the blocks will not grow on their own now. */
  onSettled?: () => void;
};

/**
 * The custom promo blocks of the promotions page (§2): one block alone, several in a carousel that plays by
 * itself every 5 s with a 500 ms slide, with dots, arrows (from 800 px wide) and a pause button. It stops
 * while the pointer or focus is on it and never plays under reduced motion. Arrow keys move between slides.
 */
export function CustomPromos({
  className,
  blocks,
  colorScheme = 'light',
  autoplayMs = PROMO_SLIDER_AUTOPLAY_MS,
  speedMs = PROMO_SLIDER_SPEED_MS,
  initialIndex = 0,
  onSettled,
  ...props
}: CustomPromosProps) {
  const { t } = useLingui();
  const count = blocks.length;
  const sizedAt = useSettledBlocks(count, onSettled);
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const canPlay = count > 1 && autoplayMs > 0 && !reducedMotion;
  const playing = canPlay && !stopped && !hovered && !focused;

  // a timeout per slide, so moving by hand gives the new slide its full time
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer on every slide change
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, autoplayMs]);

  if (count === 0) return null;
  if (count === 1) {
    const [only] = blocks;
    return (
      <section
        data-slot="custom-promos"
        data-count={1}
        aria-label={t`Featured promotion`}
        className={className}
        {...props}
      >
        {only ? (
          <CustomPromoFrame
            block={only}
            title={t`Featured promotion`}
            colorScheme={colorScheme}
            onSized={sizedAt(0)}
          />
        ) : null}
      </section>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <section
      data-slot="custom-promos"
      data-count={count}
      data-playing={playing}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured promotions`}
      className={cn('relative flex flex-col gap-3', className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      {...props}
    >
      <CustomPromoTrack
        blocks={blocks}
        current={current}
        playing={playing}
        reducedMotion={reducedMotion}
        speedMs={speedMs}
        colorScheme={colorScheme}
        sizedAt={sizedAt}
      />
      {/* the controls sit under the slides, never over a block's own buttons */}
      <CustomPromoControls
        count={count}
        current={current}
        canPlay={canPlay}
        stopped={stopped}
        onStoppedToggle={() => setStopped((s) => !s)}
        go={go}
      />
    </section>
  );
}

/**
 * Reports once, through `onSettled`, when every one of `count` blocks has reported its height; returns the
 * report callback for block `i`.
 */
function useSettledBlocks(count: number, onSettled: (() => void) | undefined) {
  const sized = useRef(new Set<number>());
  const settledRef = useRef(false);
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;
  const sizedAt = (i: number) => () => {
    sized.current.add(i);
    if (settledRef.current || sized.current.size < count) return;
    settledRef.current = true;
    onSettledRef.current?.();
  };
  return sizedAt;
}
