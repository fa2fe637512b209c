import { type BrandId, brandIds, type Theme, themes } from '../tokens/brands.ts';

/** A visual mode: one brand in one theme. Chromatic and the local screenshot gate read the same table. */
export interface VisualMode {
  globals: { brand: BrandId; theme: Theme };
  /** Chromatic's way to drop a mode a story inherits; the local gate skips it too. */
  disable?: boolean;
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
