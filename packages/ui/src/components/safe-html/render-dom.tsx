import { classifyLink, isSafeImageSource, type LinkPolicy } from '@lobby/domain';
import { createElement, type ReactNode } from 'react';
import { AppLink } from '../../lib/link.tsx';
import { ALLOWED_TAGS } from './sanitize.ts';

const TAGS = new Set<string>(ALLOWED_TAGS);
const VOID = new Set(['br', 'hr', 'img']);
// a page has one h1: the lobby's own title
const RENAMED: Record<string, string> = { h1: 'h2' };
// the attributes copied onto elements other than links and images, with their React names
const PLAIN_ATTRIBUTES: Record<string, string> = {
  title: 'title',
  lang: 'lang',
  dir: 'dir',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  scope: 'scope',
  datetime: 'dateTime',
};
const MAX_DEPTH = 48;

function plainProps(element: Element): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [attribute, prop] of Object.entries(PLAIN_ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    if (value === null) continue;
    if ((attribute === 'colspan' || attribute === 'rowspan') && !/^\d{1,3}$/.test(value)) continue;
    if (attribute === 'dir' && !['ltr', 'rtl', 'auto'].includes(value)) continue;
    props[prop] = value;
  }
  return props;
}

function dimension(value: string | null): string | undefined {
  return value !== null && /^\d{1,4}$/.test(value) ? value : undefined;
}

function renderLink(element: Element, children: ReactNode[], key: string, policy: LinkPolicy): ReactNode {
  const target = classifyLink(element.getAttribute('href') ?? '', policy);
  const title = element.getAttribute('title') ?? undefined;
  if (target === null) return createElement('span', { key, title }, ...children);
  switch (target.kind) {
    case 'app':
      return createElement(AppLink, { key, href: target.path, title }, ...children);
    case 'page':
    case 'contact':
      return createElement('a', { key, href: target.href, title }, ...children);
    case 'external':
      return createElement(
        'a',
        { key, href: target.href, title, target: '_blank', rel: 'noopener noreferrer' },
        ...children,
      );
  }
}

function renderImage(element: Element, key: string, policy: LinkPolicy): ReactNode {
  const src = element.getAttribute('src') ?? '';
  if (!isSafeImageSource(src, policy.origin)) return null;
  return createElement('img', {
    key,
    src: src.trim(),
    alt: element.getAttribute('alt') ?? '',
    title: element.getAttribute('title') ?? undefined,
    width: dimension(element.getAttribute('width')),
    height: dimension(element.getAttribute('height')),
    loading: 'lazy',
    decoding: 'async',
    referrerPolicy: 'no-referrer',
  });
}

function renderChildren(parent: Node, policy: LinkPolicy, depth: number, prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  parent.childNodes.forEach((child, index) => {
    const node = renderNode(child, policy, depth + 1, `${prefix}.${index}`);
    if (node !== null) out.push(node);
  });
  return out;
}

function renderNode(node: Node, policy: LinkPolicy, depth: number, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  // absurdly deep nesting is flattened to its text rather than risking the stack
  if (depth > MAX_DEPTH) return element.textContent ?? '';
  const tag = element.localName;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !TAGS.has(tag)) {
    // an element we do not draw keeps its text
    const children = renderChildren(element, policy, depth, key);
    return children.length > 0 ? createElement('span', { key }, ...children) : null;
  }
  if (tag === 'img') return renderImage(element, key, policy);
  if (VOID.has(tag)) return createElement(tag, { key });
  const children = renderChildren(element, policy, depth, key);
  if (tag === 'a') return renderLink(element, children, key, policy);
  return createElement(RENAMED[tag] ?? tag, { key, ...plainProps(element) }, ...children);
}

/**
 * React elements for sanitised content. This is a second allowlist after DOMPurify's: only the tags and
 * attributes named here reach the page, so even a sanitiser bug cannot smuggle an event handler through.
 */
export function renderSanitized(body: Node, policy: LinkPolicy): ReactNode[] {
  return renderChildren(body, policy, 0, 'h');
}
