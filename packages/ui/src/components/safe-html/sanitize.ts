/**
 * The sanitiser behind `SafeHtml`. DOMPurify is loaded on first use, in its own chunk, so pages without
 * server HTML never download it. Its output is an inert DOM (a document with no browsing context: nothing
 * in it loads or runs), which `render-dom.tsx` turns into React elements through a second allowlist.
 */
import type { Config, DOMPurify } from 'dompurify';

/** Text formatting, lists, tables, links and images. Everything else is unwrapped or dropped. */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/**
 * No `style` (CSS can overlay the page or phone home), no `class` or `id` (the lobby's own classes could
 * place server content over the real interface; ids clobber globals), no event handlers, no `target`.
 */
export const ALLOWED_ATTRIBUTES = [
  'alt',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'lang',
  'rowspan',
  'scope',
  'src',
  'title',
  'width',
] as const;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // http(s), mailto, tel and relative URLs; inline images are checked again per element when rendering
  ALLOWED_URI_REGEXP:
    /^(?:(?:https?|mailto|tel):|data:image\/(?:png|gif|jpe?g|webp|avif);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // the contents of these go with them: script text or CSS shown as prose would be noise
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'textarea',
    'title',
  ],
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: true,
};

let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

/** The sanitiser, downloaded once. A failed download is tried again on the next call. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(
    (module) => {
      purifier = module.default;
      return purifier;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser when it has already arrived, so later content renders without a wait. */
export function loadedSanitizer(): DOMPurify | null {
  return purifier;
}

/**
 * The sanitised content as the body element of an inert document. Never throws: anything DOMPurify cannot
 * handle comes back empty.
 */
export function sanitizeToDom(purify: DOMPurify, html: string): Node | null {
  try {
    return purify.sanitize(html, { ...CONFIG, RETURN_DOM: true });
  } catch {
    return null;
  }
}

/**
 * What the HTML says as plain text, for the moment before the sanitiser arrives. DOMParser builds an inert
 * document (no scripts run, nothing loads), and only its text is used.
 */
export function plainTextOf(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  try {
    const doc = new DOMParser().parseFromString(html, 'text/html');
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
