import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { PANEL, PICTURE, promoHeroVariants, SLIDE } from './frame.ts';

/**
 * The hero's room while the promotions are on their way: the same frame as a slide, so the rows below stay
 * where they are when the hero arrives. Announced once as busy; its shapes are hidden from assistive tech.
 */
export function PromoHeroSkeleton({
  className,
  ...props
}: Omit<React.ComponentProps<'section'>, 'children'>) {
  const { t } = useLingui();
  return (
    <section
      data-slot="promo-hero"
      data-state="loading"
      aria-label={t`Featured promotions`}
      aria-busy="true"
      className={cn(promoHeroVariants(), className)}
      {...props}
    >
      <div className={SLIDE}>
        <Skeleton className={cn(PICTURE, 'rounded-none')} />
        <div className={PANEL}>
          <Skeleton className="h-6 w-3/4 md:h-8" />
          <Skeleton className="w-full" />
          <Skeleton className="w-2/3" />
          <Skeleton className="mt-1 h-10 w-32 rounded-md" />
        </div>
      </div>
    </section>
  );
}
