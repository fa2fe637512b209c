import type * as React from 'react';
import { GiftIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { PromoCard, type PromoCardData } from '../promo-card/PromoCard.tsx';

export type PromoGridProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  promos: readonly PromoCardData[];
  currency: string;
  headingLevel?: 2 | 3;
  now?: () => number;
  /** How many cards load their images at once (the ones on the first screen). */
  eagerImages?: number;
};

/**
 * Regular promotions two to a row from tablets up. An odd count gets a filler tile, so the last row is
 * never half empty (§2); on phones, one to a row, there is no filler.
 */
export function PromoGrid({
  className,
  promos,
  currency,
  headingLevel = 2,
  now,
  eagerImages = 2,
  ...props
}: PromoGridProps) {
  const odd = promos.length % 2 === 1;
  return (
    <ul
      data-slot="promo-grid"
      data-count={promos.length}
      className={cn('m-0 grid list-none grid-cols-1 gap-4 p-0 md:grid-cols-2 md:gap-6', className)}
      {...props}
    >
      {promos.map((promo, index) => (
        <li key={promo.id} className="flex min-w-0">
          <PromoCard
            className="w-full"
            promo={promo}
            currency={currency}
            headingLevel={headingLevel}
            imageLoading={index < eagerImages ? 'eager' : 'lazy'}
            {...(now ? { now } : {})}
          />
        </li>
      ))}
      {odd ? (
        <li
          data-slot="promo-filler"
          aria-hidden="true"
          className="flex min-h-48 items-center justify-center rounded-xl border border-dashed border-border-strong bg-surface text-fg-muted max-md:hidden [&_svg]:size-16 [&_svg]:opacity-40"
        >
          <GiftIcon />
        </li>
      ) : null}
    </ul>
  );
}
