/** The shape of a white-label brand: its semantic colours, shadows, fonts, radii and logo mark. */

import type { BrandId, Theme } from './brand-ids.ts';

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
