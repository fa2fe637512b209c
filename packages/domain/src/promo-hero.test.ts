import { describe, expect, it } from 'vitest';
import { PROMO_HERO_MAX_SLIDES, promoHeroAction, promoHeroSlides } from './promo-hero.ts';
import type { Promo } from './wire-promos.ts';

const promo = (id: string, overrides: Partial<Promo> = {}): Promo => ({
  id,
  title: `Promo ${id}`,
  text: '<p>Text</p>',
  terms: '',
  image: `https://cdn.example/${id}.jpg`,
  isVideo: false,
  ctaLink: '/cashier/',
  ctaAttributes: '',
  ctaText: 'Claim now',
  minDeposit: 0,
  schedule: null,
  ...overrides,
});

const player = { isGuest: false, signupPage: '/signup' };
const guest = { isGuest: true, signupPage: 'https://casino.example/signup' };
const ids = (promos: readonly Promo[]) => promoHeroSlides(promos, player).map((slide) => slide.promo.id);

describe('promo hero slides', () => {
  it('are the first promotions in the server order, at most three', () => {
    expect(PROMO_HERO_MAX_SLIDES).toBe(3);
    expect(ids(['a', 'b', 'c', 'd', 'e'].map((id) => promo(id)))).toEqual(['a', 'b', 'c']);
    expect(ids([promo('b'), promo('a')])).toEqual(['b', 'a']);
  });

  it('are none when there are no promotions', () => {
    expect(promoHeroSlides([], guest)).toEqual([]);
  });

  it('leave out promotions without a still picture or a title, and take the next ones instead', () => {
    const promos = [
      promo('video', { image: 'https://cdn.example/v.mp4', isVideo: true }),
      promo('no-image', { image: null }),
      promo('no-title', { title: '   ' }),
      promo('no-id', { id: ' ' }),
      promo('a'),
      promo('b'),
    ];
    expect(ids(promos)).toEqual(['a', 'b']);
  });

  it('keep the first of promotions sharing an id', () => {
    expect(ids([promo('a', { title: 'First' }), promo(' a '), promo('b')])).toEqual(['a', 'b']);
    expect(promoHeroSlides([promo('a', { title: 'First' }), promo('a')], player)[0]?.promo.title).toBe(
      'First',
    );
  });

  it('carry each promotion’s call to action', () => {
    const [slide] = promoHeroSlides([promo('a', { ctaAttributes: 'data-track="x"' })], guest);
    expect(slide?.action).toEqual({
      kind: 'promo',
      href: '/cashier/',
      text: 'Claim now',
      attributes: 'data-track="x"',
    });
  });
});

describe('promo hero call to action', () => {
  it('is the promotion’s own link and text when it has both', () => {
    expect(promoHeroAction(promo('a', { ctaLink: ' /all-games ', ctaText: ' Play ' }), guest)).toEqual({
      kind: 'promo',
      href: '/all-games',
      text: 'Play',
      attributes: '',
    });
  });

  it('offers a guest the configured sign-up page when the promotion has no link or no text', () => {
    const signup = { kind: 'signup', href: 'https://casino.example/signup' };
    expect(promoHeroAction(promo('a', { ctaLink: null }), guest)).toEqual(signup);
    expect(promoHeroAction(promo('a', { ctaLink: '  ' }), guest)).toEqual(signup);
    expect(promoHeroAction(promo('a', { ctaText: '' }), guest)).toEqual(signup);
  });

  it('is none for a player when the promotion has none, nor for a guest when no sign-up page is configured', () => {
    expect(promoHeroAction(promo('a', { ctaLink: null }), player)).toBeNull();
    expect(promoHeroAction(promo('a', { ctaLink: null }), { isGuest: true, signupPage: null })).toBeNull();
    expect(promoHeroAction(promo('a', { ctaLink: null }), { isGuest: true, signupPage: ' ' })).toBeNull();
  });
});
