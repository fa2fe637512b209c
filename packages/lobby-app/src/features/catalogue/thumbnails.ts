import type { GameThumbnailSource, ThumbnailOrientation } from '@lobby/ui';

/**
 * Image URLs of the catalogue on the assets host (§7). The exact composition:
 *
 * - base: fusion `{assets}fusion/{provider}/`, RTG `{assets}rtg/` — `{provider}` is the game's provider
 *   lower-cased with spaces as dashes and percent-encoded; `{assets}` is the env's assetsHost (ends with '/').
 * - folder: `portrait` when use_vertical_thumbs, else `thumbnails`; with use_diff_theme_icons the folder gets
 *   the colour theme as a sub-folder (`thumbnails/dark/`), so dark and light can differ.
 * - file: `{shortname}.webp`, with `{shortname}.jpg` as the fallback the tile uses when webp fails.
 * - badges (random play, RTG only): `{assets}rtg/badges/{shortname}.webp|jpg`.
 * - provider logos: `{assets}fusion/{provider}/logo.png`.
 *
 * @example
 * thumbnailFor({ shortname: 'cash-bandits', provider: 'rtg' }, { assetsHost: 'https://a.test/', isFusion: false,
 *   useVerticalThumbs: true, useDiffThemeIcons: false, theme: 'light' });
 * // { webp: 'https://a.test/rtg/portrait/cash-bandits.webp', jpg: 'https://a.test/rtg/portrait/cash-bandits.jpg' }
 */
export interface ThumbnailSettings {
  readonly assetsHost: string;
  readonly isFusion: boolean;
  readonly useVerticalThumbs: boolean;
  readonly useDiffThemeIcons: boolean;
  readonly theme: 'light' | 'dark';
}

function host(assetsHost: string): string {
  return assetsHost.endsWith('/') ? assetsHost : `${assetsHost}/`;
}

/** A provider's folder name: lower case, spaces as dashes, percent-encoded. */
export function providerFolder(provider: string): string {
  return encodeURIComponent(provider.trim().toLowerCase().replace(/\s+/g, '-'));
}

export function thumbnailOrientation(
  settings: Pick<ThumbnailSettings, 'useVerticalThumbs'>,
): ThumbnailOrientation {
  return settings.useVerticalThumbs ? 'portrait' : 'landscape';
}

export function thumbnailFor(
  game: { readonly shortname: string; readonly provider: string },
  settings: ThumbnailSettings,
): GameThumbnailSource {
  const base = settings.isFusion
    ? `${host(settings.assetsHost)}fusion/${providerFolder(game.provider)}/`
    : `${host(settings.assetsHost)}rtg/`;
  const folder = settings.useVerticalThumbs ? 'portrait' : 'thumbnails';
  const themed = settings.useDiffThemeIcons ? `${folder}/${settings.theme}` : folder;
  const file = `${base}${themed}/${encodeURIComponent(game.shortname)}`;
  return { webp: `${file}.webp`, jpg: `${file}.jpg` };
}

export function badgeFor(shortname: string, assetsHost: string): string {
  return `${host(assetsHost)}rtg/badges/${encodeURIComponent(shortname)}.webp`;
}

export function providerLogoFor(provider: string, assetsHost: string): string {
  return `${host(assetsHost)}fusion/${providerFolder(provider)}/logo.png`;
}
