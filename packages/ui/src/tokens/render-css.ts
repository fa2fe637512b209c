import { type BrandDefinition, brandIds, brands, type Theme, themes } from './brands.ts';
import { logoCssUrl, logoSvg } from './logo.ts';

/**
 * Renders every brand × theme as a complete block of `--lb-*` variables. A scope is any element with both
 * `data-brand` and `data-theme`; nesting scopes (e.g. light and dark side by side) works because each block
 * sets every variable. `:root` without attributes falls back to the default brand in light.
 */
export function renderTokensCss(): string {
  const blocks: string[] = [
    '/* Generated from packages/ui/src/tokens/brands.ts by `pnpm tokens:write`. Do not edit by hand. */',
  ];
  for (const id of brandIds) {
    for (const theme of themes) {
      const selector = `[data-brand="${id}"][data-theme="${theme}"]`;
      const root = id === 'default' && theme === 'light' ? ':root,\n' : '';
      blocks.push(`${root}${selector} {\n${declarations(brands[id], theme)}\n}`);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

function declarations(brand: BrandDefinition, theme: Theme): string {
  const colors = brand.colors[theme];
  const lines = [`color-scheme: ${theme};`];
  for (const [name, value] of Object.entries(colors)) lines.push(`--lb-${name}: ${value};`);
  lines.push(`--lb-font-sans: ${brand.fontSans};`, `--lb-font-display: ${brand.fontDisplay};`);
  for (const [name, value] of Object.entries(brand.radius)) lines.push(`--lb-radius-${name}: ${value};`);
  const shadows = brand.shadows[theme];
  lines.push(`--lb-shadow-card: ${shadows.card};`, `--lb-shadow-pop: ${shadows.pop};`);
  lines.push(`--lb-logo: ${logoCssUrl(logoSvg(brand.logo.shape, colors.primary, colors['primary-fg']))};`);
  return lines.map((line) => `  ${line}`).join('\n');
}
