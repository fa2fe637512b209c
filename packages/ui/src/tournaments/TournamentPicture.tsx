import { BREAKPOINTS_PX } from '@lobby/domain';
import { cn } from '../lib/cn.ts';

/**
 * A tournament image: the desktop source from 768 px up, the phone source below (§9). Decorative: the
 * tournament's name is always written next to it.
 */
export function TournamentPicture({
  desktop,
  mobile,
  className,
  loading = 'lazy',
}: {
  desktop: string | null;
  mobile: string | null;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const fallback = mobile ?? desktop;
  return (
    <div data-slot="tournament-picture" className={cn('overflow-hidden bg-surface-sunken', className)}>
      {fallback ? (
        <picture>
          {desktop && mobile ? (
            <source media={`(min-width: ${BREAKPOINTS_PX.tournamentImages}px)`} srcSet={desktop} />
          ) : null}
          <img
            src={fallback}
            alt=""
            loading={loading}
            decoding="async"
            className="block size-full object-cover"
          />
        </picture>
      ) : null}
    </div>
  );
}
