/**
 * The promo hero at the top of the home page (§2 "The home page also has a promo hero"): which regular
 * promotions make its slides, in what order, and what each slide's call to action is.
 */
import type { Promo } from './wire-promos.ts';

/** The hero shows at most this many slides; the rest of the promotions wait in the promotions section. */
export const PROMO_HERO_MAX_SLIDES = 3;

/**
 * A slide's call to action: the promotion's own link and text (with its `cta_attributes`), or, for a guest
 * when the promotion has none, the casino's configured sign-up page. Null when neither applies.
 */
export type PromoHeroAction =
  | { readonly kind: 'promo'; readonly href: string; readonly text: string; readonly attributes: string }
  | { readonly kind: 'signup'; readonly href: string };

export interface PromoHeroSlide {
  readonly promo: Promo;
  readonly action: PromoHeroAction | null;
}

/** Who looks at the hero: a guest is offered the sign-up page where a promotion has no call to action. */
export interface PromoHeroViewer {
  readonly isGuest: boolean;
  /** The configured sign-up page (config `pages.signup`), or null. */
  readonly signupPage: string | null;
}

/** Whether a promotion can carry a hero slide: an id, a title and a still picture (a video is left out). */
function fitsHero(promo: Promo): boolean {
  return promo.id.trim() !== '' && promo.title.trim() !== '' && promo.image !== null && !promo.isVideo;
}

/**
 * The call to action of one slide: the promotion's when it has both a link and a text; otherwise the sign-up
 * page for a guest, when the casino names one; otherwise none.
 *
 * @example
 * promoHeroAction({ ...promo, ctaLink: null }, { isGuest: true, signupPage: '/signup' });
 * // { kind: 'signup', href: '/signup' }
 */
export function promoHeroAction(promo: Promo, viewer: PromoHeroViewer): PromoHeroAction | null {
  const href = promo.ctaLink?.trim() ?? '';
  const text = promo.ctaText.trim();
  if (href !== '' && text !== '') return { kind: 'promo', href, text, attributes: promo.ctaAttributes };
  const signup = viewer.signupPage?.trim() ?? '';
  return viewer.isGuest && signup !== '' ? { kind: 'signup', href: signup } : null;
}

/**
 * The hero's slides: the first regular promotions, in the server's order, that have an id, a title and a
 * still picture (a hero without one would be an empty box; videos stay in the promotions section, where
 * they do not compete with the first screen), a repeated id keeping its first, at most
 * `PROMO_HERO_MAX_SLIDES`. An empty list means no hero.
 *
 * @example
 * promoHeroSlides(response.regular, { isGuest: false, signupPage: null }).length; // 0 to 3
 */
export function promoHeroSlides(promos: readonly Promo[], viewer: PromoHeroViewer): PromoHeroSlide[] {
  const seen = new Set<string>();
  const slides: PromoHeroSlide[] = [];
  for (const promo of promos) {
    if (slides.length === PROMO_HERO_MAX_SLIDES) break;
    const id = promo.id.trim();
    if (!fitsHero(promo) || seen.has(id)) continue;
    seen.add(id);
    slides.push({ promo, action: promoHeroAction(promo, viewer) });
  }
  return slides;
}
