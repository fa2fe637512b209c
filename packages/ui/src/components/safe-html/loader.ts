/**
 * Loads the HTML renderer (DOMPurify, its rules and the DOM-to-React step) on first use, in a chunk of its
 * own, so pages without server HTML never download it and pages with it pay only when it is on screen.
 */

import type { LinkPolicy } from '@lobby/domain';
import type { ReactNode } from 'react';
import { trustedHtml } from '../../lib/trusted-types.ts';

export type RenderHtml = (html: string, policy: LinkPolicy) => ReactNode[];

let renderer: RenderHtml | null = null;
let loading: Promise<RenderHtml> | null = null;

/** The renderer, downloaded once. A failed download is tried again on the next call. */
export function loadRenderer(): Promise<RenderHtml> {
  loading ??= import('./renderer.ts').then(
    (module) => {
      renderer = module.renderHtml;
      return renderer;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The renderer when it has already arrived, so later content renders without a wait. */
export function loadedRenderer(): RenderHtml | null {
  return renderer;
}

/**
 * What the HTML says as plain text, for the moment before the sanitiser arrives. DOMParser builds an inert
 * document (no scripts run, nothing loads), and only its text is used.
 */
export function plainTextOf(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  try {
    const doc = new DOMParser().parseFromString(trustedHtml(html), 'text/html');
    for (const node of doc.body.querySelectorAll(
      'script, style, template, noscript, iframe, textarea, title',
    ))
      node.remove();
    for (const block of doc.body.querySelectorAll('p, li, br, div, h1, h2, h3, h4, h5, h6, tr'))
      block.append(' ');
    return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}
