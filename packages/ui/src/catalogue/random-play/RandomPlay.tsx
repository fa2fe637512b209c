import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { ShuffleIcon } from '../../components/icon/icons.tsx';
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
};

/**
 * "Don't know what to play? Try random!" with a Play Now button and, in RTG, a stack of game badges that
 * shows one at a time. The change of badge fades, except under reduced motion.
 * Implements §2 Random play (5 badges every 2 s, §9).
 */
export function RandomPlay({
  className,
  onPlay,
  badges = [],
  active: requested = 0,
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
        <span
          data-slot="random-play-badges"
          data-active={active}
          aria-hidden="true"
          className="relative size-20 shrink-0"
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
