import type * as React from 'react';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './reduced-motion.ts';

/** What a promo slideshow's section and controls need from `useSlideshow`. */
export interface Slideshow {
  /** The slide on screen. */
  current: number;
  /** Whether the slides move by themselves right now. */
  playing: boolean;
  /** Whether the slideshow may move by itself at all (several slides, autoplay on, no reduced motion). */
  canPlay: boolean;
  /** Whether the visitor paused it. */
  stopped: boolean;
  reducedMotion: boolean;
  toggleStopped: () => void;
  /** Shows a slide, wrapping round at the ends. */
  go: (next: number) => void;
  /** Spread on the slideshow's root: hovering or focusing it holds it still, the arrow keys move it. */
  rootProps: Pick<
    React.ComponentProps<'section'>,
    'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur' | 'onKeyDown'
  >;
}

/**
 * The state of a promo slideshow of `count` slides: it moves on every `autoplayMs` (0: never), stops while
 * the pointer or focus is on it or once paused, never plays under reduced motion, and the arrow keys move it.
 */
export function useSlideshow(count: number, autoplayMs: number, initialIndex = 0): Slideshow {
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const canPlay = count > 1 && autoplayMs > 0 && !reducedMotion;
  const playing = canPlay && !stopped && !hovered && !focused;

  // a timeout per slide, so moving by hand gives the new slide its full time
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, autoplayMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  return {
    current,
    playing,
    canPlay,
    stopped,
    reducedMotion,
    toggleStopped: () => setStopped((s) => !s),
    go,
    rootProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onKeyDown: (event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(current - 1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(current + 1);
        }
      },
    },
  };
}
