import { useLingui } from '@lingui/react/macro';
import { PROMO_SLIDER_AUTOPLAY_MS, PROMO_SLIDER_SPEED_MS } from '@lobby/domain';
import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { SlideshowControls } from '../SlideshowControls.tsx';
import { useSlideshow } from '../slideshow.ts';
import { CustomPromoTrack } from './CustomPromoCarousel.tsx';
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
  const { current, playing, canPlay, stopped, reducedMotion, toggleStopped, go, rootProps } = useSlideshow(
    count,
    autoplayMs,
    initialIndex,
  );

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

  return (
    <section
      data-slot="custom-promos"
      data-count={count}
      data-playing={playing}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured promotions`}
      className={cn('relative flex flex-col gap-3', className)}
      {...rootProps}
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
      <SlideshowControls
        count={count}
        current={current}
        canPlay={canPlay}
        stopped={stopped}
        onStoppedToggle={toggleStopped}
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
