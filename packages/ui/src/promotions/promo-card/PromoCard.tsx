import { useLingui } from '@lingui/react/macro';
import { formatMoney, PROMO_TERMS_AUTO_HIDE_MS, type Promo } from '@lobby/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { GiftIcon, InfoIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { SafeHtml, SafeLink } from '../../components/safe-html/SafeHtml.tsx';
import { cn } from '../../lib/cn.ts';
import { usePrefersReducedMotion } from '../reduced-motion.ts';
import { dataAttributesOf } from './cta-attributes.ts';

export { dataAttributesOf };

// the ticking countdown (with the server-time rules) is its own small chunk, so the cards paint first
const PromoExpiry = lazy(() =>
  import('./PromoExpiry.tsx').then((module) => ({ default: module.PromoExpiry })),
);

/** A regular promotion as the lobby reads it from ?getpromos (§3): the domain's type, shown as it is. */
export type PromoCardData = Promo;

export const promoCardVariants = cva(
  'relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-fg shadow-card',
  {
    variants: {
      size: {
        md: '',
        sm: 'text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type PromoCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof promoCardVariants> & {
    promo: PromoCardData;
    /** The player's currency (ISO 4217) for the minimum-deposit bar. */
    currency: string;
    /** h2 on the promotions page, h3 inside a home section. */
    headingLevel?: 2 | 3;
    /** The clock of the countdown. */
    now?: () => number;
    /** How long the terms stay open (the spec's 10 s). */
    termsAutoHideMs?: number;
    /** Opens the terms at first (stories). */
    defaultTermsOpen?: boolean;
    /** Images above the fold load eagerly. */
    imageLoading?: 'eager' | 'lazy';
  };

/** Gives a muted video its `muted` attribute too (`defaultMuted` reflects it), which React leaves out. */
function markMuted(video: HTMLVideoElement | null): void {
  if (video) video.defaultMuted = true;
}

function PromoMedia({ promo, loading }: { promo: PromoCardData; loading: 'eager' | 'lazy' }) {
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  if (promo.image === null || failed) {
    return (
      <span
        data-slot="promo-media"
        data-state="placeholder"
        aria-hidden="true"
        className="flex size-full items-center justify-center bg-linear-to-br from-primary/25 to-accent/30 text-primary [&_svg]:size-12"
      >
        <GiftIcon />
      </span>
    );
  }
  if (promo.isVideo) {
    return (
      <video
        data-slot="promo-media"
        data-state="video"
        className="size-full object-cover"
        src={promo.image}
        muted
        // React sets only the property: the attribute as well tells checkers (and the markup) it is silent
        ref={markMuted}
        playsInline
        loop
        // reduced motion: no autoplay; the controls let the player start it
        autoPlay={!reducedMotion}
        controls={reducedMotion}
        preload="metadata"
        aria-label={promo.title}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <img
      data-slot="promo-media"
      data-state="image"
      className="size-full object-cover"
      src={promo.image}
      alt=""
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A regular promotion (§2): image or muted video, title, HTML text, call to action, terms behind the info
 * button (closing by themselves after 10 s unless the pointer or focus is on them), a minimum-deposit bar in
 * the player's currency and an 'Expires in' countdown by schedule kind.
 */
export function PromoCard({
  className,
  size,
  promo,
  currency,
  headingLevel = 2,
  now,
  termsAutoHideMs = PROMO_TERMS_AUTO_HIDE_MS,
  defaultTermsOpen = false,
  imageLoading = 'lazy',
  ...props
}: PromoCardProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  const termsId = `${id}-terms`;
  const [termsOpen, setTermsOpen] = useState(defaultTermsOpen);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!termsOpen || held) return;
    const timer = setTimeout(() => setTermsOpen(false), termsAutoHideMs);
    return () => clearTimeout(timer);
  }, [termsOpen, held, termsAutoHideMs]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasTerms = promo.terms.trim() !== '';
  const amount = formatMoney(promo.minDeposit, currency, i18n.locale, {
    wholeUnits: Number.isInteger(promo.minDeposit),
  });
  const hold = {
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
  };

  return (
    <article
      data-slot="promo-card"
      data-promo={promo.id}
      aria-labelledby={titleId}
      className={cn(promoCardVariants({ size }), className)}
      {...props}
    >
      {/* the minimum-deposit bar lies across the top of the picture, so cards with and without one line up */}
      <div className="relative aspect-[2/1] shrink-0 overflow-hidden bg-surface-sunken">
        <PromoMedia promo={promo} loading={imageLoading} />
        {promo.minDeposit > 0 ? (
          <p
            data-slot="promo-min-deposit"
            className="absolute inset-x-0 top-0 m-0 bg-secondary px-4 py-1.5 text-center text-sm font-semibold text-secondary-fg"
          >
            {t`Min. deposit ${amount}`}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading id={titleId} className="m-0 font-display text-lg leading-snug font-bold">
            {promo.title}
          </Heading>
          {hasTerms ? (
            <span {...hold} className="-mt-1 -mr-2 inline-flex">
              <IconButton
                size="sm"
                label={t`Terms and conditions`}
                aria-expanded={termsOpen}
                aria-controls={termsId}
                onClick={() => setTermsOpen((open) => !open)}
                className="text-fg-muted aria-expanded:bg-surface-sunken aria-expanded:text-fg"
              >
                <InfoIcon />
              </IconButton>
            </span>
          ) : null}
        </div>
        <SafeHtml html={promo.text} className="text-sm text-fg-muted" />
        {hasTerms ? (
          <section
            {...hold}
            id={termsId}
            aria-label={t`Terms and conditions`}
            hidden={!termsOpen}
            data-slot="promo-terms"
            className="rounded-md border border-border bg-surface-sunken p-3 text-xs text-fg"
          >
            {termsOpen ? <SafeHtml html={promo.terms} /> : null}
          </section>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-1">
          {promo.schedule?.countdown ? (
            <Suspense fallback={null}>
              <PromoExpiry schedule={promo.schedule} subject={promo.title} {...(now ? { now } : {})} />
            </Suspense>
          ) : null}
          {promo.ctaLink !== null && promo.ctaText.trim() !== '' ? (
            <SafeLink
              href={promo.ctaLink}
              data-slot="promo-cta"
              {...dataAttributesOf(promo.ctaAttributes)}
              className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'ml-auto')}
            >
              {promo.ctaText}
            </SafeLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
