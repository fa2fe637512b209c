import type { TextBlock } from '@lobby/ui';

const DROPPED = /<(script|style|template|noscript|iframe|object|svg|title|head)\b[\s\S]*?<\/\1\s*>/gi;
const TOKEN = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>|[^<]+|</g;
const BREAKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'blockquote',
  'table',
  'tr',
  'dt',
  'dd',
  'br',
  'hr',
  'figure',
  'figcaption',
  'pre',
]);
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Reads server-written HTML (tournament terms and content) as plain text blocks: headings, paragraphs and
 * list items. No markup survives and nothing is parsed by the browser, so a hostile answer cannot run
 * code, load images or restyle the page; it can only show text.
 *
 * @example
 * htmlToTextBlocks('<h3>Prizes</h3><ol><li>First</li></ol>');
 * // [{ kind: 'heading', text: 'Prizes' }, { kind: 'item', text: 'First', ordered: true }]
 */
export function htmlToTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: ('ol' | 'ul')[] = [];
  let buffer = '';
  let kind: TextBlock['kind'] = 'paragraph';
  const flush = () => {
    const text = decode(buffer).replace(/\s+/g, ' ').trim();
    buffer = '';
    if (text === '') return;
    blocks.push(kind === 'item' ? { kind, text, ordered: lists.at(-1) === 'ol' } : { kind, text });
  };
  for (const match of html.replace(DROPPED, ' ').matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1]?.toLowerCase();
    if (token.startsWith('<!--')) continue;
    if (tag === undefined) {
      buffer += token;
      continue;
    }
    const closing = token.startsWith('</');
    if (/^h[1-6]$/.test(tag)) {
      flush();
      kind = closing ? 'paragraph' : 'heading';
    } else if (tag === 'li') {
      flush();
      kind = closing ? 'paragraph' : 'item';
    } else if (tag === 'ol' || tag === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push(tag);
      kind = 'paragraph';
    } else if (BREAKS.has(tag)) {
      flush();
      // a line break inside a list item or heading continues it
      if (tag !== 'br') kind = 'paragraph';
    } else {
      // inline markup (b, a, span…) separates words at most
      buffer += ' ';
    }
  }
  flush();
  return blocks;
}
