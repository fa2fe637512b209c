/**
 * The sanitiser's rules. DOMPurify's output is an inert DOM (a document with no browsing context: nothing in
 * it loads or runs), which `render-dom.tsx` turns into React elements through a second allowlist.
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
