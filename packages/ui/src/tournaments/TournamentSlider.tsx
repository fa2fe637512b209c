import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { PagerButtons } from '../catalogue/game-row/PagerButtons.tsx';
import { useScrollEdges } from '../catalogue/game-row/useScrollEdges.ts';
import { cn } from '../lib/cn.ts';

export type TournamentSliderProps<T> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Names the list for assistive tech, e.g. the group's heading text. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
};

/**
 * A row of tournament cards that scrolls sideways: 4 cards from 1200 px, 3 from 800 px, 2 from 568 px and
 * 1 below (§9 slider breakpoints), with previous/next buttons that move one page.
 */
export function TournamentSlider<T>({
  className,
  label,
  items,
  getKey,
  renderItem,
  ...props
}: TournamentSliderProps<T>) {
  const { t } = useLingui();
  const { trackRef, attach, edges, measure } = useScrollEdges<HTMLUListElement>();

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  const scrolls = !(edges.atStart && edges.atEnd);

  return (
    <div data-slot="tournament-slider" className={cn('flex min-w-0 flex-col gap-2', className)} {...props}>
      <ul
        ref={attach}
        aria-label={label}
        onScroll={measure}
        className="m-0 grid snap-x snap-mandatory [scrollbar-width:none] list-none auto-cols-[100%] grid-flow-col gap-4 overflow-x-auto overscroll-x-contain scroll-smooth p-0 pb-1 motion-reduce:scroll-auto min-[568px]:auto-cols-[calc((100%-1rem)/2)] min-[800px]:auto-cols-[calc((100%-2rem)/3)] min-[1200px]:auto-cols-[calc((100%-3rem)/4)] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => (
          <li key={getKey(item)} className="relative min-w-0 snap-start">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {scrolls ? (
        <div className="flex justify-end gap-1">
          <PagerButtons
            previousLabel={t({ message: 'Previous tournaments', comment: 'Slider button' })}
            nextLabel={t({ message: 'Next tournaments', comment: 'Slider button' })}
            edges={edges}
            page={page}
          />
        </div>
      ) : null}
    </div>
  );
}
