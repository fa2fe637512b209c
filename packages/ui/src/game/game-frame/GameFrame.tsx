import { useLingui } from '@lingui/react/macro';
import { GAME_LOADER_HIDE_MS, GAME_LOADER_OVERLAY_REMOVE_MS } from '@lobby/domain';
import type * as React from 'react';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { providerFrameAttributes } from '../../lib/provider-frame.ts';
import type { LoaderPhase } from '../lib/loader-phase.ts';
import { useLoaderPhase, useReducedMotion } from '../lib/timers.ts';

export type GameFrameProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The game's name: the iframe's title, which screen readers announce. */
  gameName: string;
  /** The game URL (the app composes it with the token, language and return URL). */
  src?: string;
  /** A whole page for the iframe instead of `src`; stories use it so nothing hits the network. */
  srcDoc?: string;
  /** The casino's loader image; without it a spinner shows. */
  loaderImage?: string | null;
  /** The tip under the loader, already translated (the app draws its number with `pickLoaderTip`). */
  tip?: React.ReactNode;
  /** When the loader starts to fade (spec: 4 s). */
  hideAfterMs?: number;
  /** How long the fade lasts before the overlay leaves the page (spec: 0.5 s; none under reduced motion). */
  removeAfterMs?: number;
  /** Pins the loader shown (true) or gone (false), for stories and screenshots. */
  loaderVisible?: boolean;
  iframeRef?: React.Ref<HTMLIFrameElement>;
};

/**
 * The game area: the game's iframe filling its container, under a loader overlay with the casino's loader
 * image and a tip. The overlay hides after 4 s and leaves the page half a second later.
 * Implements the loader overlay of §2 Game page (timing in §9).
 */
export function GameFrame({
  className,
  gameName,
  src,
  srcDoc,
  loaderImage,
  tip,
  hideAfterMs = GAME_LOADER_HIDE_MS,
  removeAfterMs = GAME_LOADER_OVERLAY_REMOVE_MS,
  loaderVisible,
  iframeRef,
  ...props
}: GameFrameProps) {
  const reducedMotion = useReducedMotion();
  const timedPhase = useLoaderPhase(hideAfterMs, reducedMotion ? 0 : removeAfterMs);
  const phase: LoaderPhase = loaderVisible === undefined ? timedPhase : loaderVisible ? 'shown' : 'removed';
  return (
    <div
      data-slot="game-frame"
      data-loader={phase}
      className={cn('relative isolate h-full min-h-0 w-full overflow-hidden bg-bg', className)}
      {...props}
    >
      <iframe
        ref={iframeRef}
        title={gameName}
        src={src}
        srcDoc={srcDoc}
        allow="fullscreen; autoplay"
        {...providerFrameAttributes}
        allowFullScreen
        className="absolute inset-0 block size-full border-0"
      />
      {phase === 'removed' ? null : (
        <GameLoader
          phase={phase}
          image={loaderImage ?? null}
          tip={tip}
          fadeMs={reducedMotion ? 0 : removeAfterMs}
        />
      )}
    </div>
  );
}

function GameLoader({
  phase,
  image,
  tip,
  fadeMs,
}: {
  phase: Exclude<LoaderPhase, 'removed'>;
  image: string | null;
  tip: React.ReactNode;
  fadeMs: number;
}) {
  const { t } = useLingui();
  return (
    <div
      data-slot="game-loader"
      data-state={phase}
      // hidden from assistive tech once fading: the game is there to be used
      aria-hidden={phase === 'hiding' || undefined}
      style={{ transitionDuration: `${fadeMs}ms` }}
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-6 bg-bg p-6 text-center text-fg transition-opacity data-[state=hiding]:pointer-events-none data-[state=hiding]:opacity-0 motion-reduce:transition-none"
    >
      {image ? <img src={image} alt="" className="size-28 object-contain sm:size-36" /> : null}
      <Spinner
        size="lg"
        className="text-primary"
        label={t({ message: 'Loading the game', comment: 'Game loader overlay' })}
      />
      {tip ? (
        <p
          data-slot="game-loader-tip"
          className="m-0 max-w-md text-sm text-balance text-fg-muted sm:text-base"
        >
          {tip}
        </p>
      ) : null}
    </div>
  );
}
