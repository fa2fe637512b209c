import { describe, expect, it } from 'vitest';
import {
  emptyPromotionsRedirect,
  promotionsPageBlocks,
  showsOnPromotionsPage,
  usableRegularPromos,
} from './promo-selection.ts';
import type { CustomPromoGroup, Promo } from './wire-promos.ts';

const promo = (id: string, fields: Partial<Promo> = {}): Promo => ({
  id,
  title: `Promo ${id}`,
  text: '',
  terms: '',
  image: null,
  isVideo: false,
  ctaLink: null,
  ctaAttributes: '',
  ctaText: '',
  minDeposit: 0,
  schedule: null,
  ...fields,
});

const group = (
  id: string,
  on: Partial<CustomPromoGroup['displayOn']>,
  html = '<p>x</p>',
): CustomPromoGroup => ({
  id,
  displayOn: { pages: [], categories: [], subGroups: [], themes: [], ...on },
  displayOnWebplay: false,
  blocks: [{ html, css: '', js: '' }],
});

describe('regular promos on the page', () => {
  it('keeps promos with an id and something to show, in order', () => {
    const list = [
      promo('a'),
      promo('b', { title: '', image: 'https://x/b.jpg' }),
      promo('c', { title: '', text: '<p>t</p>' }),
    ];
    expect(usableRegularPromos(list).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('skips promos with a blank id, nothing to show, or an id seen before', () => {
    const list = [promo(' '), promo('empty', { title: '  ' }), promo('a'), promo('a', { title: 'again' })];
    expect(usableRegularPromos(list).map((p) => p.title)).toEqual(['Promo a']);
  });
});

describe('custom promos on the promotions page', () => {
  it('shows groups that name the page, or name no place at all', () => {
    expect(showsOnPromotionsPage(group('1', { pages: ['Promotions', 'home'] }))).toBe(true);
    expect(showsOnPromotionsPage(group('2', {}))).toBe(true);
  });

  it('skips groups marked only for other pages, categories, sub-groups or themes', () => {
    expect(showsOnPromotionsPage(group('1', { pages: ['home'] }))).toBe(false);
    expect(showsOnPromotionsPage(group('2', { categories: ['online-slots'] }))).toBe(false);
    expect(showsOnPromotionsPage(group('3', { subGroups: ['top-games'] }))).toBe(false);
    expect(showsOnPromotionsPage(group('4', { themes: ['space'] }))).toBe(false);
  });

  it('flattens the blocks of the shown groups and drops empty ones', () => {
    const blocks = promotionsPageBlocks([
      group('1', { pages: ['promotions'] }, '<p>one</p>'),
      group('2', { categories: ['online-slots'] }, '<p>slots</p>'),
      group('3', {}, '   '),
      group('4', {}, '<p>four</p>'),
    ]);
    expect(blocks.map((b) => b.html)).toEqual(['<p>one</p>', '<p>four</p>']);
  });
});

describe('the redirect when there are no promotions', () => {
  const here = 'https://casino.example/lobby/promotions';

  it('goes to the configured promotions page', () => {
    expect(emptyPromotionsRedirect('/promotions-info/', here)).toBe(
      'https://casino.example/promotions-info/',
    );
    expect(emptyPromotionsRedirect('https://info.example/promos', here)).toBe('https://info.example/promos');
  });

  it('stays when nothing is configured, the page is this one, or the address is not a web page', () => {
    expect(emptyPromotionsRedirect(null, here)).toBeNull();
    expect(emptyPromotionsRedirect('  ', here)).toBeNull();
    expect(emptyPromotionsRedirect('/lobby/promotions/', here)).toBeNull();
    expect(emptyPromotionsRedirect('javascript:alert(1)', here)).toBeNull();
  });
});
