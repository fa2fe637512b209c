import { describe, expect, it } from 'vitest';
import {
  badgeFor,
  providerLogoFor,
  type ThumbnailSettings,
  thumbnailFor,
  thumbnailOrientation,
} from './thumbnails.ts';

const rtg: ThumbnailSettings = {
  assetsHost: 'https://assets.test/',
  isFusion: false,
  useVerticalThumbs: false,
  useDiffThemeIcons: false,
  theme: 'light',
};

describe('thumbnailFor', () => {
  it('RTG landscape thumbnails with a jpg fallback', () => {
    expect(thumbnailFor({ shortname: 'cash-bandits', provider: 'rtg' }, rtg)).toEqual({
      webp: 'https://assets.test/rtg/thumbnails/cash-bandits.webp',
      jpg: 'https://assets.test/rtg/thumbnails/cash-bandits.jpg',
    });
  });

  it('portrait when use_vertical_thumbs', () => {
    const source = thumbnailFor({ shortname: 'a', provider: 'rtg' }, { ...rtg, useVerticalThumbs: true });
    expect(source.webp).toBe('https://assets.test/rtg/portrait/a.webp');
    expect(thumbnailOrientation({ useVerticalThumbs: true })).toBe('portrait');
    expect(thumbnailOrientation({ useVerticalThumbs: false })).toBe('landscape');
  });

  it('fusion puts the provider folder first', () => {
    const source = thumbnailFor({ shortname: 'lucky', provider: 'Tom Horn' }, { ...rtg, isFusion: true });
    expect(source.jpg).toBe('https://assets.test/fusion/tom-horn/thumbnails/lucky.jpg');
  });

  it('themed folders when use_diff_theme_icons', () => {
    const source = thumbnailFor(
      { shortname: 'a', provider: 'rtg' },
      { ...rtg, useDiffThemeIcons: true, theme: 'dark' },
    );
    expect(source.webp).toBe('https://assets.test/rtg/thumbnails/dark/a.webp');
  });

  it('adds the missing slash of a host', () => {
    expect(thumbnailFor({ shortname: 'a', provider: 'x' }, { ...rtg, assetsHost: '/assets' }).jpg).toBe(
      '/assets/rtg/thumbnails/a.jpg',
    );
  });
});

describe('badges and logos', () => {
  it('compose on the assets host', () => {
    expect(badgeFor('a', 'https://assets.test/')).toBe('https://assets.test/rtg/badges/a.webp');
    expect(providerLogoFor('Big Time', 'https://assets.test/')).toBe(
      'https://assets.test/fusion/big-time/logo.png',
    );
  });
});
