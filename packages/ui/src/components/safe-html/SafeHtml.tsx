import { classifyLink } from '@lobby/domain';
import type * as React from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { AppLink, useNavigate } from '../../lib/link.tsx';
import { followLink } from './follow-link.ts';
import { type AppPathOf, useLinkPolicy } from './link-policy.tsx';
import { loadedRenderer, loadRenderer, plainTextOf, type RenderHtml } from './loader.ts';

/**
 * Follows a link handed over by content that cannot follow it itself (a sandboxed frame's message), under
 * the same rules as `SafeLink`: false, and nothing happens, for a link that must not be followed.
 */
export function useFollowLink(): (href: string) => boolean {
  const policy = useLinkPolicy(undefined, undefined);
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const target = classifyLink(href, policy);
      if (target === null) return false;
      followLink(target, navigate);
      return true;
    },
    [policy, navigate],
  );
}

/** The text styles of server content: paragraphs, lists, links and images that fit their box. */
const RICH_TEXT =
  'min-w-0 break-words [&_a]:font-semibold [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-focus [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_p:not(:first-child)]:mt-2 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-1 [&_th]:border [&_th]:border-border [&_th]:p-1 [&_ul]:list-disc [&_ul]:pl-5';

export type SafeHtmlProps = Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server, trusted by nobody. */
  html: string;
  /** The wrapping element: a block, or inline where a phrase sits inside a line. */
  as?: 'div' | 'span';
  /** Overrides the surrounding `SafeLinkPolicy` for this content. */
  appPathOf?: AppPathOf;
  /** The lobby's origin; the page's own by default. */
  origin?: string;
};

/**
 * The one way server HTML reaches the page (promo text and terms, banners, tournament content, messages).
 * The HTML goes through DOMPurify with a strict allowlist — text formatting, lists, tables, links, images;
 * no scripts, styles, frames, forms, event handlers or `javascript:`/`data:` links — and is then built as
 * React elements through a second allowlist, never as innerHTML. Links to lobby pages navigate inside the
 * app, other sites open in a new tab with no access to the lobby, unknown schemes are dropped.
 *
 * The sanitiser loads on first use in its own chunk; until it arrives the content shows as plain text.
 * Serves the HTML fields of §3 (promo text and terms, banner, tournament content, messages).
 */
export function SafeHtml({ html, as: Tag = 'div', appPathOf, origin, className, ...props }: SafeHtmlProps) {
  const policy = useLinkPolicy(origin, appPathOf);
  const [render, setRender] = useState<RenderHtml | null>(loadedRenderer);
  useEffect(() => {
    if (render) return;
    let live = true;
    loadRenderer().then(
      // a function handed to a state setter must be wrapped, or React would call it
      (loaded) => live && setRender(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [render]);

  const content = useMemo(() => (render ? render(html, policy) : null), [render, html, policy]);
  const fallback = useMemo(() => (content === null ? plainTextOf(html) : ''), [content, html]);

  return (
    <Tag
      data-slot="safe-html"
      data-state={content === null ? 'pending' : 'ready'}
      className={cn(RICH_TEXT, className)}
      {...props}
    >
      {content ?? fallback}
    </Tag>
  );
}

export type SafeLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** A link from the server (e.g. a promo's call to action). */
  href: string;
  appPathOf?: AppPathOf;
  origin?: string;
};

/**
 * One link from the server, judged like the links inside `SafeHtml`: lobby pages through the router, other
 * sites in a new tab without access to the lobby. Renders nothing for a link that must not be followed.
 */
export function SafeLink({ href, appPathOf, origin, ...props }: SafeLinkProps) {
  const policy = useLinkPolicy(origin, appPathOf);
  const target = useMemo(() => classifyLink(href, policy), [href, policy]);
  if (target === null) return null;
  switch (target.kind) {
    case 'app':
      return <AppLink data-link-kind="app" href={target.path} {...props} />;
    case 'page':
    case 'contact':
      return <a data-link-kind={target.kind} href={target.href} {...props} />;
    case 'external':
      return (
        <a
          data-link-kind="external"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          {...props}
        />
      );
  }
}
