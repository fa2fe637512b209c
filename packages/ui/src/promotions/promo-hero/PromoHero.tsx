import { useLingui } from '@lingui/react/macro';
import { PROMO_SLIDER_AUTOPLAY_MS, PROMO_SLIDER_SPEED_MS, type PromoHeroSlide } from '@lobby/domain';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { SafeHtml, SafeLink } from '../../components/safe-html/SafeHtml.tsx';
import { Skeleton } from '../../components/skeleton/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { dataAttributesOf } from '../promo-card/cta-attributes.ts';
import { SlideshowControls } from '../SlideshowControls.tsx';
import { useSlideshow } from '../slideshow.ts';

/**
 * The hero's frame. Its height never depends on the content: on a phone a 2:1 picture over a text panel of
 * fixed height; from 768 px the text on the left and the picture on the right at a fixed aspect ratio. So the
 * loading state, one slide and several all take the same room and nothing below them moves.
 */
export const promoHeroVariants = cva(
  'relative overflow-hidden rounded-xl border border-border bg-surface-raised text-fg shadow-card',
);

/** One slide's box: the picture and the panel, the same for the skeleton. */
const SLIDE =
  'grid w-full shrink-0 grid-rows-[auto_12rem] md:aspect-[5/2] md:grid-cols-[2fr_3fr] md:grid-rows-1 lg:aspect-[7/2]';
const PICTURE = 'aspect-[2/1] size-full overflow-hidden bg-surface-sunken md:order-last md:aspect-auto';
const PANEL = 'flex min-h-0 flex-col justify-center gap-2 p-4 md:gap-3 md:p-6 lg:p-8';

export type PromoHeroProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The slides, as the domain's `promoHeroSlides` chose them; none renders nothing. */
  slides: readonly PromoHeroSlide[];
  /** Time per slide (the promo slider's 5 s); 0 turns autoplay off. */
  autoplayMs?: number;
  /** Slide transition (the promo slider's 500 ms). */
  speedMs?: number;
};

function HeroAction({ slide }: { slide: PromoHeroSlide }) {
  const { t } = useLingui();
  const { action } = slide;
  if (action === null) return null;
  const className = cn(buttonVariants({ variant: 'primary', size: 'md' }), 'self-start');
  if (action.kind === 'signup')
    return (
      <SafeLink href={action.href} data-slot="promo-hero-cta" data-kind="signup" className={className}>
        {t`Sign Up`}
      </SafeLink>
    );
  return (
    <SafeLink
      href={action.href}
      data-slot="promo-hero-cta"
      data-kind="promo"
      {...dataAttributesOf(action.attributes)}
      className={className}
    >
      {action.text}
    </SafeLink>
  );
}

function HeroSlide({ slide, first }: { slide: PromoHeroSlide; first: boolean }) {
  const { promo } = slide;
  return (
    <>
      <div className={PICTURE}>
        {promo.image === null ? null : (
          <img
            data-slot="promo-hero-image"
            src={promo.image}
            alt=""
            // the first picture is likely the largest thing on the first screen; the others wait their turn
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className={PANEL}>
        <h2 className="m-0 line-clamp-2 font-display text-lg leading-snug font-bold md:text-2xl lg:line-clamp-3 lg:text-3xl">
          {promo.title}
        </h2>
        <SafeHtml
          html={promo.text}
          className="line-clamp-2 text-sm text-fg-muted md:text-base lg:line-clamp-3"
        />
        <div className="pt-1">
          <HeroAction slide={slide} />
        </div>
      </div>
    </>
  );
}

/**
 * The promo hero at the top of the home page (§2): the first regular promotions, each with its picture,
 * title, short text and call to action (or the sign-up page for a guest). Several slides move every 5 s with
 * a 500 ms slide, with dots, arrows (from 800 px wide) and a pause button; they hold still while the pointer
 * or focus is on them and never move by themselves under reduced motion.
 */
export function PromoHero({
  className,
  slides,
  autoplayMs = PROMO_SLIDER_AUTOPLAY_MS,
  speedMs = PROMO_SLIDER_SPEED_MS,
  ...props
}: PromoHeroProps) {
  const { t } = useLingui();
  const count = slides.length;
  const show = useSlideshow(count, autoplayMs);
  if (count === 0) return null;
  const several = count > 1;
  return (
    <section
      data-slot="promo-hero"
      data-count={count}
      data-playing={show.playing}
      aria-roledescription={several ? t`carousel` : undefined}
      aria-label={several ? t`Featured promotions` : t`Featured promotion`}
      className={cn(promoHeroVariants(), className)}
      {...(several ? show.rootProps : {})}
      {...props}
    >
      <div
        data-slot="promo-hero-track"
        data-index={show.current}
        aria-live={show.playing ? 'off' : 'polite'}
        className="flex transition-transform ease-standard"
        style={{
          transform: `translateX(-${show.current * 100}%)`,
          transitionDuration: show.reducedMotion ? '0ms' : `${speedMs}ms`,
        }}
      >
        {slides.map((slide, i) => {
          const position = i + 1;
          const hidden = i !== show.current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a fieldset
            <div
              key={slide.promo.id}
              role="group"
              data-promo={slide.promo.id}
              aria-roledescription={several ? t`slide` : undefined}
              aria-label={several ? t`${position} of ${count}` : slide.promo.title}
              aria-hidden={hidden}
              inert={hidden}
              className={SLIDE}
            >
              <HeroSlide slide={slide} first={i === 0} />
            </div>
          );
        })}
      </div>
      {several ? (
        // over the picture's corner (the top on a phone), never over the text or its button
        <div className="absolute top-2 right-2 rounded-full bg-surface-raised/90 p-1 shadow-card md:top-auto md:right-3 md:bottom-3">
          <SlideshowControls
            count={count}
            current={show.current}
            canPlay={show.canPlay}
            stopped={show.stopped}
            onStoppedToggle={show.toggleStopped}
            go={show.go}
          />
        </div>
      ) : null}
    </section>
  );
}

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
