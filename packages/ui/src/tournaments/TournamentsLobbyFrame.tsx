import { useLingui } from '@lingui/react/macro';
import { TOURNAMENTS_LOBBY_FADE_MS, TOURNAMENTS_LOBBY_LOADER_MS } from '@lobby/domain';
import type * as React from 'react';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { type LoaderPhase, loaderPhase } from '../game/lib/loader-phase.ts';
import { useLoaderPhase, useReducedMotion } from '../game/lib/timers.ts';
import { cn } from '../lib/cn.ts';
import { providerFrameAttributes } from '../lib/provider-frame.ts';

export type TournamentsLobbyFrameProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The lobby URL from ?gettournamentslobby, with the open tournament's fragment when there is one. */
  src?: string;
  /** A whole page instead of `src`; stories use it so nothing hits the network. */
  srcDoc?: string;
  /** The iframe's accessible name. */
  title: string;
  /** The loader shows this long (spec: 2.5 s)… */
  hideAfterMs?: number;
  /** …then fades for this long (spec: 1 s; none under reduced motion). */
  fadeMs?: number;
  /** Pins the loader shown (true) or gone (false), for stories and screenshots. */
  loaderVisible?: boolean;
};

/** The non-fusion tournaments lobby (§2): the provider's iframe under a loader that shows 2.5 s, then fades. */
export function TournamentsLobbyFrame({
  className,
  src,
  srcDoc,
  title,
  hideAfterMs = TOURNAMENTS_LOBBY_LOADER_MS,
  fadeMs = TOURNAMENTS_LOBBY_FADE_MS,
  loaderVisible,
  ...props
}: TournamentsLobbyFrameProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const fade = reducedMotion ? 0 : fadeMs;
  const timed = useLoaderPhase(hideAfterMs, fade);
  const phase: LoaderPhase =
    loaderVisible === undefined ? timed : loaderPhase(loaderVisible ? 0 : Number.POSITIVE_INFINITY, 1, 0);
  return (
    <div
      data-slot="tournaments-lobby-frame"
      data-loader={phase}
      className={cn(
        'relative isolate h-[75vh] min-h-[28rem] w-full overflow-hidden rounded-lg border border-border bg-bg',
        className,
      )}
      {...props}
    >
      <iframe
        title={title}
        src={src}
        srcDoc={srcDoc}
        allow="fullscreen; autoplay"
        {...providerFrameAttributes}
        className="absolute inset-0 block size-full border-0"
      />
      {phase === 'removed' ? null : (
        <div
          data-slot="tournaments-lobby-loader"
          data-state={phase}
          aria-hidden={phase === 'hiding' || undefined}
          style={{ transitionDuration: `${fade}ms` }}
          className="absolute inset-0 z-10 flex items-center justify-center bg-bg transition-opacity data-[state=hiding]:pointer-events-none data-[state=hiding]:opacity-0 motion-reduce:transition-none"
        >
          <Spinner
            size="lg"
            className="text-primary"
            label={t({ message: 'Loading the tournaments lobby', comment: 'Tournaments lobby loader' })}
          />
        </div>
      )}
    </div>
  );
}
