import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useId } from 'react';
import { Placeholders, Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { PagerButtons } from './PagerButtons.tsx';
import { pageDistance, revealDistance } from './scroll-edges.ts';
import { useScrollEdges } from './useScrollEdges.ts';

/** The home sections' layouts (§2): vertical, vertical_big, and featured (first tile large). */
export type GameRowLayout = 'vertical' | 'vertical_big' | 'featured';

export const gameRowTrackVariants = cva(
  'm-0 grid snap-x snap-mandatory [scrollbar-width:none] list-none gap-3 overflow-x-auto overscroll-x-contain scroll-smooth p-0 pb-2 motion-reduce:scroll-auto md:gap-4 [&::-webkit-scrollbar]:hidden',
  {
    variants: {
      layout: {
        vertical: 'auto-cols-[40%] grid-flow-col sm:auto-cols-[28%] md:auto-cols-[22%] xl:auto-cols-[15.5%]',
        vertical_big:
          'auto-cols-[62%] grid-flow-col sm:auto-cols-[40%] md:auto-cols-[30%] xl:auto-cols-[23.5%]',
        featured:
          'auto-cols-[40%] grid-flow-col grid-rows-2 sm:auto-cols-[28%] md:auto-cols-[22%] xl:auto-cols-[15.5%] [&>li:first-child]:col-span-2 [&>li:first-child]:row-span-2',
      } satisfies Record<GameRowLayout, string>,
    },
    defaultVariants: { layout: 'vertical' },
  },
);

export type GameRowProps<T> = Omit<React.ComponentProps<'section'>, 'title' | 'children'> &
  VariantProps<typeof gameRowTrackVariants> & {
    title: React.ReactNode;
    /** 'View All' goes here; left out when the section has no list page. */
    viewAllHref?: string;
    items: readonly T[];
    getKey: (item: T) => string;
    /** The featured layout passes `featured` for its first, large tile. */
    renderItem: (item: T, index: number, featured: boolean) => React.ReactNode;
    loading?: boolean;
    skeletonCount?: number;
  };

/**
 * A home-page row: a title, 'View All', and tiles that scroll sideways with prev/next buttons. Implements the
 * game rows of §2 Home sections (up to 10 games a row, §9).
 */
export function GameRow<T>({
  className,
  layout,
  title,
  viewAllHref,
  items,
  getKey,
  renderItem,
  loading = false,
  skeletonCount = 8,
  ...props
}: GameRowProps<T>) {
  const { t } = useLingui();
  const headingId = useId();
  const { trackRef, attach, edges, measure } = useScrollEdges<HTMLUListElement>();
  const kind = layout ?? 'vertical';

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const tile = track.querySelector<HTMLElement>(':scope > li:last-child');
    track.scrollBy({
      left: direction * pageDistance(track.clientWidth, tile?.offsetWidth ?? 0),
      behavior: 'smooth',
    });
  };

  return (
    <section
      data-slot="game-row"
      data-layout={kind}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="m-0 font-display text-lg font-bold text-fg md:text-xl">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          {viewAllHref ? (
            <AppLink
              href={viewAllHref}
              className="-my-1 mr-2 rounded-sm py-1 text-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t({ message: 'View All', comment: 'Link from a home row to its full list' })}
            </AppLink>
          ) : null}
          <PagerButtons
            previousLabel={t`Previous games`}
            nextLabel={t`Next games`}
            edges={edges}
            page={page}
          />
        </div>
      </div>
      {loading ? (
        <ul aria-hidden="true" className={gameRowTrackVariants({ layout: kind })}>
          <Placeholders count={skeletonCount}>
            {(i) => (
              <li className="flex flex-col gap-2">
                <Skeleton shape="tile" className={kind === 'featured' && i === 0 ? 'h-full' : undefined} />
                <Skeleton className="w-3/4" />
              </li>
            )}
          </Placeholders>
        </ul>
      ) : (
        <ul
          ref={attach}
          aria-labelledby={headingId}
          onScroll={measure}
          // a tile reached by the keyboard is scrolled fully into view (WCAG 2.4.11), at a snap position
          onFocus={(event) => {
            const track = event.currentTarget;
            const tile = [...track.children].find((item) => item.contains(event.target));
            if (!tile) return;
            const left = revealDistance(track.getBoundingClientRect(), tile.getBoundingClientRect());
            if (left !== 0) track.scrollBy({ left });
          }}
          className={gameRowTrackVariants({ layout: kind })}
        >
          {items.map((item, index) => (
            <li key={getKey(item)} className="relative min-w-0 snap-start">
              {renderItem(item, index, kind === 'featured' && index === 0)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
