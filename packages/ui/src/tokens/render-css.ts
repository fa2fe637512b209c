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

/**
 * The rules of the page's loading indicator (index.html's boot shell), in the default brand's colours for each
 * theme: a screen-high block in the page colour with a muted spinner in its middle, still for a visitor who
 * asks for less motion. The page carries them inline, so the indicator paints as soon as the page is parsed,
 * without waiting for the stylesheet.
 */
export function renderBootShellCss(): string {
  const { light, dark } = brands.default.colors;
  return [
    'body{margin:0}',
    `.boot-shell{display:flex;min-height:100dvh;align-items:center;justify-content:center;background:${light.bg};color:${light['fg-muted']}}`,
    `[data-theme=dark] .boot-shell{background:${dark.bg};color:${dark['fg-muted']}}`,
    '.boot-shell svg{width:2.5rem;height:2.5rem;animation:boot-spin 1s linear infinite}',
    '@media (prefers-reduced-motion:reduce){.boot-shell svg{animation:none}}',
    '@keyframes boot-spin{to{transform:rotate(360deg)}}',
  ].join('');
}
