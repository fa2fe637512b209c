import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import type { PromoCardData } from '../promo-card/PromoCard.tsx';
import { PromoGrid } from '../promo-grid/PromoGrid.tsx';
import { PromotionsError, PromotionsSkeleton, type PromotionsStatus } from './PromotionsView.tsx';

export type PromotionsSectionProps = Omit<React.ComponentProps<'section'>, 'children' | 'title' | 'id'> & {
  /** The home section id; the heading's id is `home-${id}`. */
  id: string;
  title: ReactNode;
  status: PromotionsStatus;
  promos: readonly PromoCardData[];
  currency: string;
  onRetry: () => void;
  /** At most this many cards on the home page; the rest are a click on 'View All' away. */
  max?: number;
  viewAllHref?: string;
  now?: () => number;
};

/** The home page's promotions (§2 home sections): regular promotions and 'View All'. Hidden when there are none. */
export function PromotionsSection({
  className,
  id,
  title,
  status,
  promos,
  currency,
  onRetry,
  max = 4,
  viewAllHref = '/promotions',
  now,
  ...props
}: PromotionsSectionProps) {
  const { t } = useLingui();
  if (status === 'ready' && promos.length === 0) return null;
  const headingId = `home-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      aria-busy={status === 'loading'}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="m-0 text-xl font-bold md:text-2xl">
          {title}
        </h2>
        <AppLink href={viewAllHref} className="-my-1 py-1 text-sm font-semibold text-primary hover:underline">
          {t`View All`}
        </AppLink>
      </div>
      {status === 'loading' ? <PromotionsSkeleton custom={false} /> : null}
      {status === 'error' ? <PromotionsError compact onRetry={onRetry} /> : null}
      {status === 'ready' ? (
        <PromoGrid
          promos={promos.slice(0, max)}
          currency={currency}
          headingLevel={3}
          eagerImages={0}
          {...(now ? { now } : {})}
        />
      ) : null}
    </section>
  );
}
