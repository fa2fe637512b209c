import type { WidgetAssets } from './wire-promos.ts';

/**
 * What a header widget that brings its own script and style (the Wpc2 and synth widgets, §7) needs besides
 * its HTML: the stylesheets and scripts its ?widget call lists, and the data it reads. The lobby never runs
 * these in its own page; it hands them, with the HTML, to a sandboxed frame of their own.
 */
export interface SafeWidgetAssets {
  readonly styles: readonly string[];
  readonly scripts: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** A widget needs a few files; a runaway list from the server is cut here. */
export const MAX_WIDGET_ASSETS = 8;

/** Secure web addresses only: asset entries that are not https (http:, javascript:, data:, blob:…) are dropped. */
function assetUrls(entries: readonly string[], base: string): string[] {
  const urls: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.trim(), base);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:') continue;
    if (!urls.includes(url.href)) urls.push(url.href);
    if (urls.length === MAX_WIDGET_ASSETS) break;
  }
  return urls;
}

/**
 * The assets of a scripted widget from its ?widget answer. Addresses are resolved against `base` (the
 * lobby's page) and kept only when they are https addresses, each once, at most `MAX_WIDGET_ASSETS` of a
 * kind, in the server's order (scripts run in that order).
 *
 * @example
 * safeWidgetAssets({ scripts: ['/w/wheel.js', 'javascript:alert(1)'], styles: [], data: {} }, 'https://casino.example/');
 * // { scripts: ['https://casino.example/w/wheel.js'], styles: [], data: {} }
 */
export function safeWidgetAssets(assets: WidgetAssets, base: string): SafeWidgetAssets {
  return {
    styles: assetUrls(assets.styles, base),
    scripts: assetUrls(assets.scripts, base),
    data: assets.data,
  };
}
