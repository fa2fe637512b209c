/** The tokens every brand shares: the system font stack, the shadows and the status colours. */

import type { ColorTokens, ShadowTokens } from './brand-types.ts';

export const systemSans =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const lightShadows: ShadowTokens = {
  card: '0 1px 2px rgb(15 18 40 / 0.08), 0 2px 8px rgb(15 18 40 / 0.06)',
  pop: '0 12px 32px rgb(15 18 40 / 0.18), 0 2px 6px rgb(15 18 40 / 0.08)',
};
export const darkShadows: ShadowTokens = {
  card: '0 1px 2px rgb(0 0 0 / 0.4), 0 2px 8px rgb(0 0 0 / 0.3)',
  pop: '0 16px 40px rgb(0 0 0 / 0.55), 0 2px 6px rgb(0 0 0 / 0.4)',
};

/** The status colours barely change between brands: players learn them once. */
export const statusLight = {
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

export const statusDark = {
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
