import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandForCasino, brandIds, brands, type ColorTokens, themes } from './brands.ts';
import { contrastRatio } from './contrast.ts';
import { renderBootShellCss, renderTokensCss } from './render-css.ts';

type ColorName = keyof ColorTokens;

/** Text token → the surfaces it is drawn on. */
const textPairs: [ColorName, ColorName[]][] = [
  ['fg', ['bg', 'surface', 'surface-raised', 'surface-sunken']],
  ['fg-muted', ['bg', 'surface', 'surface-raised', 'surface-sunken']],
  ['fg-danger', ['bg', 'surface', 'surface-raised', 'surface-sunken']],
  ['fg-success', ['bg', 'surface', 'surface-raised', 'surface-sunken']],
  ['link', ['bg', 'surface', 'surface-raised']],
  ['primary-fg', ['primary', 'primary-hover']],
  ['secondary-fg', ['secondary', 'secondary-hover']],
  ['accent-fg', ['accent']],
  ['success-fg', ['success']],
  ['danger-fg', ['danger']],
  ['warning-fg', ['warning']],
  ['info-fg', ['info']],
  ['tag-new-fg', ['tag-new']],
  ['tag-exclusive-fg', ['tag-exclusive']],
  ['tag-jackpot-fg', ['tag-jackpot']],
  ['tag-live-fg', ['tag-live']],
  ['tag-upcoming-fg', ['tag-upcoming']],
  ['tag-finished-fg', ['tag-finished']],
];

describe('design tokens', () => {
  for (const id of brandIds) {
    for (const theme of themes) {
      const colors = brands[id].colors[theme];
      describe(`brand ${id} in ${theme}`, () => {
        for (const [text, surfaces] of textPairs) {
          for (const surface of surfaces) {
            it(`draws ${text} on ${surface} at 4.5:1 or more`, () => {
              expect(contrastRatio(colors[text], colors[surface])).toBeGreaterThanOrEqual(4.5);
            });
          }
        }
        for (const surface of ['bg', 'surface'] as const) {
          it(`shows the focus ring on ${surface} at 3:1 or more`, () => {
            expect(contrastRatio(colors.focus, colors[surface])).toBeGreaterThanOrEqual(3);
          });
        }
      });
    }
  }

  it('keeps the committed CSS in step with the brand table (run `pnpm tokens:write`)', () => {
    const committed = readFileSync(new URL('../styles/tokens.generated.css', import.meta.url), 'utf8');
    expect(committed).toBe(renderTokensCss());
  });

  it('maps casino ids 4, 14, 85 and 93 to their own brands and anything else to the default', () => {
    expect([4, 14, 85, 93].map(brandForCasino)).toEqual(['c4', 'c14', 'c85', 'c93']);
    expect(brandForCasino(7)).toBe('default');
    expect(brandForCasino(null)).toBe('default');
  });

  it('agrees with the brand table on which casino each brand belongs to', () => {
    for (const id of brandIds) {
      const casinoId = brands[id].casinoId;
      expect(brandForCasino(casinoId)).toBe(casinoId === null ? 'default' : id);
    }
  });

  it('gives every brand its own font, radius and logo', () => {
    const signatures = brandIds.map(
      (id) => `${brands[id].fontSans}|${brands[id].radius.md}|${brands[id].logo.shape}`,
    );
    expect(new Set(signatures).size).toBe(brandIds.length);
  });
});

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4a34c7', '#4a34c7')).toBe(1);
  });
  it('rejects colours that are not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe("the loading indicator's own rules", () => {
  it("paint it in the default brand's page and muted colours of each theme", () => {
    const css = renderBootShellCss();
    const { light, dark } = brands.default.colors;
    expect(css).toContain(
      `.boot-shell{display:flex;min-height:100dvh;align-items:center;justify-content:center;background:${light.bg};color:${light['fg-muted']}}`,
    );
    expect(css).toContain(`[data-theme=dark] .boot-shell{background:${dark.bg};color:${dark['fg-muted']}}`);
  });
  it('keep the spinner still for a visitor who asks for less motion', () => {
    expect(renderBootShellCss()).toContain(
      '@media (prefers-reduced-motion:reduce){.boot-shell svg{animation:none}}',
    );
  });
});
