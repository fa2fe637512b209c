import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { ArrowUpIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { usePageMark } from '../../lib/page-mark.ts';
import { useBackToTop } from './useBackToTop.ts';

export type FooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  casinoName: string;
  /** The config's `year`, so the copyright does not depend on the visitor's clock. */
  year: number | string;
  /** Configured pages (casino site); a missing one hides its link. */
  termsHref?: string | null;
  privacyHref?: string | null;
  /** Where focus goes after Back to top (e.g. the id of the main content), so it is not lost with the button. */
  topTargetId?: string;
  /** Force the button on or off (stories, tests); by default it follows the scroll position. */
  backToTopVisible?: boolean;
};

// py-1 on an inline link makes its hit area 24 px tall (WCAG 2.5.8) without moving the line it sits in
const linkClass =
  'rounded-sm py-1 text-fg-muted underline-offset-4 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * Copyright, terms and privacy, and a Back to top button once the page is scrolled beyond 2 window heights.
 * Implements the footer of §2 Page chrome (back-to-top rule in §9).
 */
export function Footer({
  className,
  casinoName,
  year,
  termsHref,
  privacyHref,
  topTargetId,
  backToTopVisible,
  ...props
}: FooterProps) {
  const { t } = useLingui();
  const backToTop = useBackToTop();
  const visible = backToTopVisible ?? backToTop.visible;
  usePageMark('back-to-top', visible);
  return (
    <footer
      data-slot="footer"
      className={cn(
        'flex flex-col items-center gap-3 border-t border-border bg-surface px-4 py-6 text-sm text-fg-muted sm:flex-row sm:justify-between xl:px-6',
        className,
      )}
      {...props}
    >
      <p className="m-0">
        {t({ message: `© ${year} ${casinoName}. All rights reserved.`, comment: 'Footer copyright' })}
      </p>
      {termsHref || privacyHref ? (
        <ul className="m-0 flex list-none items-center gap-5 p-0">
          {termsHref ? (
            <li>
              <AppLink external href={termsHref} className={linkClass}>
                {t({ message: 'Terms & Conditions', comment: 'Footer link' })}
              </AppLink>
            </li>
          ) : null}
          {privacyHref ? (
            <li>
              <AppLink external href={privacyHref} className={linkClass}>
                {t({ message: 'Privacy Policy', comment: 'Footer link' })}
              </AppLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      {visible ? (
        <button
          type="button"
          data-slot="back-to-top"
          onClick={() => {
            backToTop.scrollToTop();
            if (topTargetId) document.getElementById(topTargetId)?.focus({ preventScroll: true });
          }}
          className="fixed right-4 bottom-24 z-20 inline-flex h-11 cursor-pointer items-center gap-2 rounded-full bg-primary pr-4 pl-3 text-sm font-semibold text-primary-fg shadow-pop transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:border short:bottom-4 [&_svg]:size-5"
        >
          <ArrowUpIcon />
          {t({ message: 'Back to top', comment: 'Button that scrolls the page to the top' })}
        </button>
      ) : null}
    </footer>
  );
}
