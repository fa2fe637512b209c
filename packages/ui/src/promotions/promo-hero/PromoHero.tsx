import { useLingui } from '@lingui/react/macro';
import { PROMO_SLIDER_AUTOPLAY_MS, PROMO_SLIDER_SPEED_MS, type PromoHeroSlide } from '@lobby/domain';
import type * as React from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { SafeHtml, SafeLink } from '../../components/safe-html/SafeHtml.tsx';
import { cn } from '../../lib/cn.ts';
import { dataAttributesOf } from '../promo-card/cta-attributes.ts';
import { SlideshowControls } from '../SlideshowControls.tsx';
import { useSlideshow } from '../slideshow.ts';
import { PANEL, PICTURE, promoHeroVariants, SLIDE } from './frame.ts';

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
            fetchPriority={first ? 'high' : 'auto'}
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
