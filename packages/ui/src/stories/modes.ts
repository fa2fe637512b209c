import { type BrandId, brandIds, type Theme, themes } from '../tokens/brands.ts';

/** A visual mode: one brand in one theme. Chromatic and the local screenshot gate read the same table. */
export interface VisualMode {
  globals: { brand: BrandId; theme: Theme };
  /** Chromatic's way to drop a mode a story inherits; the local gate skips it too. */
  disable?: boolean;
  /** The local gate shoots this mode with forced colours (Windows high contrast) on, in this system palette. */
  forcedColors?: 'light' | 'dark';
}

function mode(brand: BrandId, theme: Theme): [string, VisualMode] {
  return [`${brand} ${theme}`, { globals: { brand, theme } }];
}

/** Every story: the default brand in light and dark. */
export const defaultModes: Record<string, VisualMode> = Object.fromEntries(
  themes.map((theme) => mode('default', theme)),
);

/** Brand-sensitive pieces (chrome, tiles, buttons, tags, dialogs): every brand in light and dark. */
export const allBrandModes: Record<string, VisualMode> = Object.fromEntries(
  brandIds.flatMap((brand) => themes.map((theme) => mode(brand, theme))),
);

/**
 * Forced colours (Windows high contrast) in the system's light and dark palettes, instead of the default
 * modes (which a story inherits, so they are turned off here). The brand and theme hardly matter then, since
 * the system's colours replace theirs: the default brand stands for all.
 */
export const forcedColorsModes: Record<string, VisualMode> = Object.fromEntries([
  ...Object.entries(defaultModes).map(([name, mode]) => [name, { ...mode, disable: true }]),
  ...themes.map((palette) => [
    `forced colours ${palette}`,
    { globals: { brand: 'default', theme: palette }, forcedColors: palette },
  ]),
]);
