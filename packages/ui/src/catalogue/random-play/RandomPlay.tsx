import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { ShuffleIcon } from '../../components/icon/icons.tsx';
import { PauseButton } from '../../components/icon-button/PauseButton.tsx';
import { cn } from '../../lib/cn.ts';

export type RandomPlayProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  onPlay: () => void;
  /** RTG: 5 online-slots badge images that take turns (none in fusion). */
  badges?: readonly string[];
  /**
   * The index of the badge on show; the others are faded out. The caller moves it on (every 2 s, and not
   * under reduced motion); an index past the end shows the first badge.
   */
  active?: number;
  /**
   * Given while the badges take turns by themselves: a small button on the badges pauses them (WCAG 2.2.2),
   * `stopped` once the player has. Leave it out when they do not move (reduced motion, one badge).
   */
  rotation?: { stopped: boolean; onStoppedToggle: () => void };
};

/**
 * "Don't know what to play? Try random!" with a Play Now button and, in RTG, a stack of game badges that
 * shows one at a time, with a button to pause them. The change of badge fades, except under reduced motion.
 * Implements §2 Random play (5 badges every 2 s, §9).
 */
export function RandomPlay({
  className,
  onPlay,
  badges = [],
  active: requested = 0,
  rotation,
  ...props
}: RandomPlayProps) {
  const { t } = useLingui();
  const active = requested >= 0 && requested < badges.length ? requested : 0;
  return (
    <section
      data-slot="random-play"
      aria-label={t`Random game`}
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-border bg-surface-raised p-5 text-center shadow-card sm:flex-row sm:text-left',
        className,
      )}
      {...props}
    >
      {badges.length > 0 ? (
        <div className="relative shrink-0">
          <span
            data-slot="random-play-badges"
            data-active={active}
            data-rotating={rotation ? !rotation.stopped : false}
            aria-hidden="true"
            className="relative block size-20"
          >
            {badges.map((src, i) => (
              <img
                key={src}
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                className={cn(
                  'duration-base absolute inset-0 size-full rounded-lg object-cover shadow-card transition-opacity motion-reduce:transition-none',
                  i === active ? 'opacity-100' : 'opacity-0',
                )}
              />
            ))}
          </span>
          {rotation && badges.length > 1 ? (
            // on the badges' corner, and no smaller than the 24 px target WCAG 2.5.8 asks for
            <PauseButton
              stopped={rotation.stopped}
              pauseLabel={t({
                message: 'Pause game pictures',
                comment: 'Stops the random-play game pictures from changing',
              })}
              playLabel={t({
                message: 'Play game pictures',
                comment: 'Lets the random-play game pictures change again',
              })}
              onStoppedToggle={rotation.onStoppedToggle}
              variant="outline"
              className="absolute -right-2 -bottom-2 size-6 rounded-full text-fg-muted shadow-card [&_svg]:size-3.5"
            />
          ) : null}
        </div>
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg [&_svg]:size-7"
        >
          <ShuffleIcon />
        </span>
      )}
      <p className="m-0 flex-1 font-display text-lg font-bold text-fg">{t`Don't know what to play? Try random!`}</p>
      <Button variant="accent" size="lg" onClick={onPlay}>
        {t`Play Now`}
      </Button>
    </section>
  );
}
