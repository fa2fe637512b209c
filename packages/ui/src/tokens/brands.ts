/**
 * White-label brands. Each brand is a complete set of semantic tokens for light and dark; the CSS in
 * `styles/tokens.generated.css` is rendered from this table (`pnpm tokens:write`) and a test keeps the two
 * in step, so a colour is changed in one place and its contrast is checked before it ships.
 */

import type { BrandId, Theme } from './brand-ids.ts';

export { type BrandId, brandForCasino, brandIds, type Theme, themes } from './brand-ids.ts';

/** Semantic colour tokens. Every `*-fg` is text drawn on the surface named before it. */
export interface ColorTokens {
  /** page background */
  bg: string;
  /** cards, tiles, panels */
  surface: string;
  /** hovered cards, menus, popovers */
  'surface-raised': string;
  /** inputs, wells */
  'surface-sunken': string;
  /** dialog backdrop */
  overlay: string;
  fg: string;
  'fg-muted': string;
  /** error text on any surface */
  'fg-danger': string;
  /** success text on any surface */
  'fg-success': string;
  link: string;
  border: string;
  'border-strong': string;
  focus: string;
  primary: string;
  'primary-hover': string;
  'primary-fg': string;
  secondary: string;
  'secondary-hover': string;
  'secondary-fg': string;
  /** highlights: jackpots, prize pools */
  accent: string;
  'accent-fg': string;
  success: string;
  'success-fg': string;
  danger: string;
  'danger-fg': string;
  warning: string;
  'warning-fg': string;
  info: string;
  'info-fg': string;
  'tag-new': string;
  'tag-new-fg': string;
  'tag-exclusive': string;
  'tag-exclusive-fg': string;
  'tag-jackpot': string;
  'tag-jackpot-fg': string;
  'tag-live': string;
  'tag-live-fg': string;
  'tag-upcoming': string;
  'tag-upcoming-fg': string;
  'tag-finished': string;
  'tag-finished-fg': string;
}

export interface ShadowTokens {
  card: string;
  pop: string;
}

export interface BrandDefinition {
  id: BrandId;
  /** casino_id the brand belongs to; null for the default brand */
  casinoId: number | null;
  label: string;
  fontSans: string;
  fontDisplay: string;
  radius: { sm: string; md: string; lg: string; xl: string };
  /** the logo mark: a generated SVG, drawn with these two colours per theme */
  logo: { shape: LogoShape };
  colors: Record<Theme, ColorTokens>;
  shadows: Record<Theme, ShadowTokens>;
}

export type LogoShape = 'spade' | 'diamond' | 'coin' | 'star' | 'chip';

const systemSans =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const lightShadows: ShadowTokens = {
  card: '0 1px 2px rgb(15 18 40 / 0.08), 0 2px 8px rgb(15 18 40 / 0.06)',
  pop: '0 12px 32px rgb(15 18 40 / 0.18), 0 2px 6px rgb(15 18 40 / 0.08)',
};
const darkShadows: ShadowTokens = {
  card: '0 1px 2px rgb(0 0 0 / 0.4), 0 2px 8px rgb(0 0 0 / 0.3)',
  pop: '0 16px 40px rgb(0 0 0 / 0.55), 0 2px 6px rgb(0 0 0 / 0.4)',
};

/** The status colours barely change between brands: players learn them once. */
const statusLight = {
  'fg-danger': '#b4232f',
  'fg-success': '#17703f',
  success: '#17703f',
  'success-fg': '#ffffff',
  danger: '#c0262d',
  'danger-fg': '#ffffff',
  warning: '#f5b83d',
  'warning-fg': '#2b1d00',
  info: '#1f5fbf',
  'info-fg': '#ffffff',
  'tag-new': '#17703f',
  'tag-new-fg': '#ffffff',
  'tag-exclusive': '#6b2bd1',
  'tag-exclusive-fg': '#ffffff',
  'tag-jackpot': '#f2b630',
  'tag-jackpot-fg': '#2b1d00',
  'tag-live': '#c0262d',
  'tag-live-fg': '#ffffff',
  'tag-upcoming': '#1f5fbf',
  'tag-upcoming-fg': '#ffffff',
  'tag-finished': '#5b6070',
  'tag-finished-fg': '#ffffff',
} satisfies Partial<ColorTokens>;

const statusDark = {
  'fg-danger': '#ff8a8f',
  'fg-success': '#6fdc9c',
  success: '#2fa866',
  'success-fg': '#04150b',
  danger: '#ff6b70',
  'danger-fg': '#2a0306',
  warning: '#f5b83d',
  'warning-fg': '#2b1d00',
  info: '#7fb0ff',
  'info-fg': '#06142b',
  'tag-new': '#2fa866',
  'tag-new-fg': '#04150b',
  'tag-exclusive': '#b58cff',
  'tag-exclusive-fg': '#1a0838',
  'tag-jackpot': '#f2b630',
  'tag-jackpot-fg': '#2b1d00',
  'tag-live': '#ff6b70',
  'tag-live-fg': '#2a0306',
  'tag-upcoming': '#7fb0ff',
  'tag-upcoming-fg': '#06142b',
  'tag-finished': '#9aa0b4',
  'tag-finished-fg': '#12141f',
} satisfies Partial<ColorTokens>;

export const brands: Record<BrandId, BrandDefinition> = {
  default: {
    id: 'default',
    casinoId: null,
    label: 'Default',
    fontSans: `"Inter Variable", ${systemSans}`,
    fontDisplay: `"Inter Variable", ${systemSans}`,
    radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px' },
    logo: { shape: 'spade' },
    colors: {
      light: {
        bg: '#f4f5fa',
        surface: '#ffffff',
        'surface-raised': '#ffffff',
        'surface-sunken': '#eceef6',
        overlay: 'rgb(12 14 30 / 0.6)',
        fg: '#171a2e',
        'fg-muted': '#4d5270',
        link: '#4a34c7',
        border: '#d9dcea',
        'border-strong': '#8d92ad',
        focus: '#4a34c7',
        primary: '#4a34c7',
        'primary-hover': '#3c28ad',
        'primary-fg': '#ffffff',
        secondary: '#e4e2f7',
        'secondary-hover': '#d6d3f2',
        'secondary-fg': '#2a1f78',
        accent: '#f2b630',
        'accent-fg': '#2b1d00',
        ...statusLight,
      },
      dark: {
        bg: '#0e0f1c',
        surface: '#181a2c',
        'surface-raised': '#222539',
        'surface-sunken': '#0a0b15',
        overlay: 'rgb(0 0 0 / 0.7)',
        fg: '#f1f2fa',
        'fg-muted': '#aeb2cc',
        link: '#b3a6ff',
        border: '#2e3250',
        'border-strong': '#5d6288',
        focus: '#b3a6ff',
        primary: '#8f7dff',
        'primary-hover': '#a395ff',
        'primary-fg': '#0c0826',
        secondary: '#2c2a4d',
        'secondary-hover': '#37345e',
        'secondary-fg': '#e6e2ff',
        accent: '#f2b630',
        'accent-fg': '#2b1d00',
        ...statusDark,
      },
    },
    shadows: { light: lightShadows, dark: darkShadows },
  },
  c4: {
    id: 'c4',
    casinoId: 4,
    label: 'Casino 4 (Emerald)',
    fontSans: `"Outfit Variable", ${systemSans}`,
    fontDisplay: `"Outfit Variable", ${systemSans}`,
    radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px' },
    logo: { shape: 'diamond' },
    colors: {
      light: {
        bg: '#f2f7f5',
        surface: '#ffffff',
        'surface-raised': '#ffffff',
        'surface-sunken': '#e6f0ec',
        overlay: 'rgb(4 26 19 / 0.6)',
        fg: '#10241d',
        'fg-muted': '#42594f',
        link: '#0b6b4e',
        border: '#cfe0d8',
        'border-strong': '#7f998d',
        focus: '#0b6b4e',
        primary: '#0b6b4e',
        'primary-hover': '#08583f',
        'primary-fg': '#ffffff',
        secondary: '#dcefe7',
        'secondary-hover': '#c9e6da',
        'secondary-fg': '#064030',
        accent: '#e8b931',
        'accent-fg': '#2b1d00',
        ...statusLight,
      },
      dark: {
        bg: '#07130f',
        surface: '#0f211a',
        'surface-raised': '#173026',
        'surface-sunken': '#040c09',
        overlay: 'rgb(0 0 0 / 0.7)',
        fg: '#eaf7f1',
        'fg-muted': '#a5c2b5',
        link: '#5fe0ae',
        border: '#1f3b30',
        'border-strong': '#4f7566',
        focus: '#5fe0ae',
        primary: '#3fcf97',
        'primary-hover': '#5fe0ae',
        'primary-fg': '#03180f',
        secondary: '#17392c',
        'secondary-hover': '#1f4738',
        'secondary-fg': '#d4f5e7',
        accent: '#e8b931',
        'accent-fg': '#2b1d00',
        ...statusDark,
      },
    },
    shadows: { light: lightShadows, dark: darkShadows },
  },
  c14: {
    id: 'c14',
    casinoId: 14,
    label: 'Casino 14 (Ruby)',
    fontSans: `"Rubik Variable", ${systemSans}`,
    fontDisplay: `"Rubik Variable", ${systemSans}`,
    radius: { sm: '8px', md: '14px', lg: '18px', xl: '24px' },
    logo: { shape: 'coin' },
    colors: {
      light: {
        bg: '#faf4f5',
        surface: '#ffffff',
        'surface-raised': '#ffffff',
        'surface-sunken': '#f4e7ea',
        overlay: 'rgb(34 6 14 / 0.6)',
        fg: '#2a0f17',
        'fg-muted': '#634751',
        link: '#a3102f',
        border: '#ecd5da',
        'border-strong': '#a8848d',
        focus: '#a3102f',
        primary: '#a3102f',
        'primary-hover': '#870c26',
        'primary-fg': '#ffffff',
        secondary: '#f6dfe4',
        'secondary-hover': '#efcdd5',
        'secondary-fg': '#5e0619',
        accent: '#f0b429',
        'accent-fg': '#2b1d00',
        ...statusLight,
      },
      dark: {
        bg: '#15080c',
        surface: '#231015',
        'surface-raised': '#30171e',
        'surface-sunken': '#0d0407',
        overlay: 'rgb(0 0 0 / 0.7)',
        fg: '#fbedf0',
        'fg-muted': '#cfa9b2',
        link: '#ff8aa3',
        border: '#44222b',
        'border-strong': '#7f5560',
        focus: '#ff8aa3',
        primary: '#ff5c7f',
        'primary-hover': '#ff7a96',
        'primary-fg': '#2a030c',
        secondary: '#3d1821',
        'secondary-hover': '#4b1f2a',
        'secondary-fg': '#ffe0e7',
        accent: '#f0b429',
        'accent-fg': '#2b1d00',
        ...statusDark,
      },
    },
    shadows: { light: lightShadows, dark: darkShadows },
  },
  c85: {
    id: 'c85',
    casinoId: 85,
    label: 'Casino 85 (Azure)',
    fontSans: `"Montserrat Variable", ${systemSans}`,
    fontDisplay: `"Montserrat Variable", ${systemSans}`,
    radius: { sm: '3px', md: '4px', lg: '6px', xl: '8px' },
    logo: { shape: 'star' },
    colors: {
      light: {
        bg: '#f3f6fb',
        surface: '#ffffff',
        'surface-raised': '#ffffff',
        'surface-sunken': '#e5ecf7',
        overlay: 'rgb(6 16 36 / 0.6)',
        fg: '#0f1b30',
        'fg-muted': '#455470',
        link: '#1a4fc4',
        border: '#d3ddee',
        'border-strong': '#8190ab',
        focus: '#1a4fc4',
        primary: '#1a4fc4',
        'primary-hover': '#153fa0',
        'primary-fg': '#ffffff',
        secondary: '#fde4cf',
        'secondary-hover': '#fbd3b1',
        'secondary-fg': '#6b2f00',
        accent: '#f08a24',
        'accent-fg': '#241000',
        ...statusLight,
      },
      dark: {
        bg: '#070d1a',
        surface: '#0f1a2e',
        'surface-raised': '#17253f',
        'surface-sunken': '#040812',
        overlay: 'rgb(0 0 0 / 0.7)',
        fg: '#edf2fc',
        'fg-muted': '#a7b6d2',
        link: '#8fb4ff',
        border: '#1f2f4f',
        'border-strong': '#51668f',
        focus: '#8fb4ff',
        primary: '#5b8cff',
        'primary-hover': '#7ba2ff',
        'primary-fg': '#040b1f',
        secondary: '#3a2414',
        'secondary-hover': '#4a2e19',
        'secondary-fg': '#ffd9ba',
        accent: '#f5a04a',
        'accent-fg': '#241000',
        ...statusDark,
      },
    },
    shadows: { light: lightShadows, dark: darkShadows },
  },
  c93: {
    id: 'c93',
    casinoId: 93,
    label: 'Casino 93 (Neon)',
    fontSans: `"Nunito Variable", ${systemSans}`,
    fontDisplay: `"Nunito Variable", ${systemSans}`,
    radius: { sm: '10px', md: '16px', lg: '22px', xl: '28px' },
    logo: { shape: 'chip' },
    colors: {
      light: {
        bg: '#f8f4fc',
        surface: '#ffffff',
        'surface-raised': '#ffffff',
        'surface-sunken': '#efe6f8',
        overlay: 'rgb(24 8 40 / 0.6)',
        fg: '#1f0f2e',
        'fg-muted': '#5a4870',
        link: '#8a1fa8',
        border: '#e3d6ef',
        'border-strong': '#9a86b0',
        focus: '#8a1fa8',
        primary: '#8a1fa8',
        'primary-hover': '#721a8c',
        'primary-fg': '#ffffff',
        secondary: '#fde0f0',
        'secondary-hover': '#fbcde6',
        'secondary-fg': '#6e0a45',
        accent: '#ff4fa3',
        'accent-fg': '#2a0016',
        ...statusLight,
      },
      dark: {
        bg: '#0f0718',
        surface: '#1a0f27',
        'surface-raised': '#251637',
        'surface-sunken': '#08030e',
        overlay: 'rgb(0 0 0 / 0.7)',
        fg: '#f6effd',
        'fg-muted': '#c0aed6',
        link: '#e59bff',
        border: '#34224a',
        'border-strong': '#6c5487',
        focus: '#e59bff',
        primary: '#d36bff',
        'primary-hover': '#de8cff',
        'primary-fg': '#1d0329',
        secondary: '#3a1030',
        'secondary-hover': '#4a153e',
        'secondary-fg': '#ffd6ee',
        accent: '#ff6fb5',
        'accent-fg': '#2a0016',
        ...statusDark,
      },
    },
    shadows: { light: lightShadows, dark: darkShadows },
  },
};
