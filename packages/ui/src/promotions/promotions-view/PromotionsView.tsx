import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { RetryPrompt } from '../../components/home-section/HomeSection.tsx';
import { AlertIcon } from '../../components/icon/icons.tsx';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { CustomPromoBlockData } from '../custom-promo/custom-document.ts';
import type { PromoCardData } from '../promo-card/PromoCard.tsx';
import { PromoGrid } from '../promo-grid/PromoGrid.tsx';

export type PromotionsStatus = 'loading' | 'error' | 'ready';

/** The longest the regular promotions wait for the custom blocks above them to take their height. */
export const CUSTOM_SETTLE_MAX_MS = 2000;

// custom blocks (carousel and sandboxed frames) load only when a casino has some
const loadCustomPromos = () =>
  import('../custom-promo/CustomPromos.tsx').then((module) => ({ default: module.CustomPromos }));
const CustomPromos = lazy(loadCustomPromos);

/**
 * Starts loading the custom blocks' code before the promotions arrive (the page does, as it opens): blocks
 * in the answer then go on screen with it, instead of a download later, while the cards below wait for them.
 */
export function preloadCustomPromos(): void {
  void loadCustomPromos().catch(() => undefined);
}

/** A failed load: what went wrong, and a way to try again. */
export function PromotionsError({
  className,
  onRetry,
  compact = false,
}: {
  className?: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      data-slot="promotions-error"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-border bg-surface text-center',
        compact ? 'p-4 sm:flex-row sm:text-left' : 'p-8',
        className,
      )}
    >
      <span aria-hidden="true" className="text-fg-danger [&_svg]:size-8">
        <AlertIcon />
      </span>
      <RetryPrompt message={t`We couldn't load the promotions.`} onRetry={onRetry} />
    </div>
  );
}

/** The page's placeholder while promotions load; without the custom block for the home section. */
export function PromotionsSkeleton({ custom }: { custom: boolean }) {
  return (
    <div data-slot="promotions-skeleton" className="flex flex-col gap-6">
      {custom ? <Skeleton className="h-56 w-full rounded-xl" /> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
        {[0, 1].map((i) => (
          <div
            key={i}
            className={cn(
              'flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised',
              i === 1 && 'max-md:hidden',
            )}
          >
            {/* the picture's own shape (a text line's height would collapse it), so cards do not grow on arrival */}
            <Skeleton className="aspect-[2/1] h-auto w-full rounded-none" />
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton />
              <Skeleton className="w-4/5" />
              <Skeleton className="mt-2 h-10 w-32 self-end rounded-md" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export type PromotionsViewProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  status: PromotionsStatus;
  regular: readonly PromoCardData[];
  custom: readonly CustomPromoBlockData[];
  currency: string;
  onRetry: () => void;
  /** The sticky banner, when there is one. */
  banner?: ReactNode;
  colorScheme?: 'light' | 'dark';
  now?: () => number;
  /** Custom promo autoplay (the spec's 5 s by default; stories stop it). */
  autoplayMs?: number;
  /**
   * Called once the page's content is on screen: the cards (after the custom blocks above them took their
   * height), the custom blocks alone, the empty note or the error.
   */
  onContentShown?: () => void;
};

/**
 * The promotions page (§2): the title, a skeleton while loading, the custom promo blocks (one alone or a
 * carousel), then the regular promotions in a grid. A failed load says so and offers to try again.
 */
export function PromotionsView({
  className,
  status,
  regular,
  custom,
  currency,
  onRetry,
  banner,
  colorScheme = 'light',
  now,
  autoplayMs,
  onContentShown,
  ...props
}: PromotionsViewProps) {
  const { t } = useLingui();
  const empty = status === 'ready' && regular.length === 0 && custom.length === 0;
  // The custom blocks take their content's height only once their frames have run. Until then (or for
  // CUSTOM_SETTLE_MAX_MS at most) the grid waits below an empty screen-high space, so the cards never jump
  // down when a block grows.
  const [customSettled, setCustomSettled] = useState(false);
  const holdGrid = status === 'ready' && custom.length > 0 && regular.length > 0 && !customSettled;
  useEffect(() => {
    if (!holdGrid) return;
    const timer = setTimeout(() => setCustomSettled(true), CUSTOM_SETTLE_MAX_MS);
    return () => clearTimeout(timer);
  }, [holdGrid]);
  const shown = status !== 'loading' && !holdGrid;
  const onShownRef = useRef(onContentShown);
  onShownRef.current = onContentShown;
  useEffect(() => {
    if (shown) onShownRef.current?.();
  }, [shown]);
  return (
    <section
      data-slot="promotions-view"
      data-status={status}
      aria-labelledby="page-title"
      aria-busy={status === 'loading'}
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6',
        // while loading, a screen high: the footer below stays out of sight instead of jumping when cards arrive
        (status === 'loading' || holdGrid) && 'min-h-dvh',
        className,
      )}
      {...props}
    >
      {/* focusable from script, so focus has somewhere to go when the banner above the blocks is put away */}
      <h1
        id="page-title"
        tabIndex={-1}
        className="m-0 font-display text-2xl font-bold outline-none md:text-3xl"
      >
        {t`Promotions`}
      </h1>
      {banner}
      {status === 'loading' ? <PromotionsSkeleton custom /> : null}
      {status === 'error' ? <PromotionsError onRetry={onRetry} /> : null}
      {status === 'ready' && custom.length > 0 ? (
        <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
          <CustomPromos
            blocks={custom}
            colorScheme={colorScheme}
            onSettled={() => setCustomSettled(true)}
            {...(autoplayMs !== undefined ? { autoplayMs } : {})}
          />
        </Suspense>
      ) : null}
      {status === 'ready' && regular.length > 0 && !holdGrid ? (
        <PromoGrid promos={regular} currency={currency} headingLevel={2} {...(now ? { now } : {})} />
      ) : null}
      {empty ? (
        <p
          data-slot="promotions-empty"
          className="m-0 rounded-xl border border-border bg-surface p-8 text-center text-fg-muted"
        >
          {t`There are no promotions right now. Check back soon.`}
        </p>
      ) : null}
    </section>
  );
}
