import type { LinkPolicy } from '@lobby/domain';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { renderSanitized } from './render-dom.tsx';
import { sanitizeToDom } from './sanitize.ts';

/** Server HTML as React elements: sanitised by DOMPurify, then rebuilt through the second allowlist. */
export function renderHtml(html: string, policy: LinkPolicy): ReactNode[] {
  const body = sanitizeToDom(DOMPurify, html);
  return body ? renderSanitized(body, policy) : [];
}
