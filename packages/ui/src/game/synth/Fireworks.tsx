import { FIREWORKS_MAX_PARTICLES, FIREWORKS_SHOWN_MS, type RandomSource } from '@lobby/domain';
import type * as React from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { fireworkParticles, particleFrame } from '../lib/fireworks.ts';
import { useReducedMotion } from '../lib/timers.ts';

export type FireworksProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** synth_details.frwText, or its Spanish version for Spanish players; already chosen by the app. */
  text: React.ReactNode;
  /** synth_details.imgPopup. */
  image?: string | null;
  /** The random source the sparks are drawn from; seed it for a stable picture. */
  random: RandomSource;
  /** Clamped to 500 (§9). */
  particleCount?: number;
  durationMs?: number;
  /** Draws this one moment of the show and stops, for screenshots. */
  frozenAtMs?: number;
  onDone?: () => void;
};

/** The semantic colours the sparks take, read from the theme so brands and dark mode colour them. */
const PALETTE = ['--color-primary', '--color-accent', '--color-warning', '--color-success', '--color-info'];

/**
 * The synth fireworks popup: the popup text (and picture) over a canvas of at most 500 sparks, for 3 s.
 * Under reduced motion nothing moves: only the text shows.
 * Implements the synth fireworks of §2 Game page (limits in §9).
 */
export function Fireworks({
  className,
  text,
  image,
  random,
  particleCount = FIREWORKS_MAX_PARTICLES,
  durationMs = FIREWORKS_SHOWN_MS,
  frozenAtMs,
  onDone,
  ...props
}: FireworksProps) {
  const reducedMotion = useReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // drawn once per show: a new random source means a new sky
  const particles = useMemo(
    () => fireworkParticles(random, { particleCount, durationMs, paletteSize: PALETTE.length }),
    [random, particleCount, durationMs],
  );
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const draw = (elapsedMs: number) => {
      // read per frame: the brand or theme may change while the popup is up
      const styles = getComputedStyle(canvas);
      const colours = PALETTE.map((name) => styles.getPropertyValue(name).trim() || 'currentColor');
      const ratio = globalThis.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      for (const particle of particles) {
        const frame = particleFrame(particle, elapsedMs);
        if (!frame) continue;
        context.globalAlpha = frame.alpha;
        context.fillStyle = colours[frame.colour] ?? 'currentColor';
        context.beginPath();
        context.arc(frame.x * width, frame.y * height, frame.size, 0, Math.PI * 2);
        context.fill();
      }
      context.globalAlpha = 1;
    };
    if (frozenAtMs !== undefined) {
      draw(frozenAtMs);
      // a still frame is redrawn when the brand or theme on <html> changes, so its colours follow
      const observer = new MutationObserver(() => draw(frozenAtMs));
      observer.observe(document.documentElement, { attributeFilter: ['data-brand', 'data-theme'] });
      return () => observer.disconnect();
    }
    let raf = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const elapsed = now - started;
      draw(elapsed);
      if (elapsed < durationMs) raf = requestAnimationFrame(tick);
      else onDoneRef.current?.();
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [particles, frozenAtMs, durationMs]);

  // without motion there is no show to wait for: the text stays for the same 3 s, the app's timer ends it
  return (
    <div
      data-slot="fireworks"
      data-motion={reducedMotion ? 'reduced' : 'full'}
      className={cn(
        'pointer-events-none relative flex h-64 w-[min(28rem,calc(100vw-2rem))] items-center justify-center overflow-hidden rounded-xl border border-border bg-surface shadow-pop',
        className,
      )}
      {...props}
    >
      {reducedMotion ? null : (
        <span aria-hidden="true" className="absolute inset-0">
          <canvas ref={canvasRef} className="block size-full" />
        </span>
      )}
      <div
        role="status"
        className="relative flex flex-col items-center gap-3 rounded-xl bg-surface/80 px-5 py-4 text-center text-fg"
      >
        {image ? <img src={image} alt="" className="h-16 w-auto" /> : null}
        <p className="m-0 font-display text-2xl leading-8 font-bold text-balance">{text}</p>
      </div>
    </div>
  );
}
