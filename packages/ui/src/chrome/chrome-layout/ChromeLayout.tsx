import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { usePageMark } from '../../lib/page-mark.ts';

export type ChromeLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The `Header` (it stays at the top while the page scrolls). */
  header: React.ReactNode;
  /** An announcement on every page (the casino's sticky banner); the caller positions it. */
  banner?: React.ReactNode;
  /** The desktop `Sidebar` (it hides itself below 1200 px). */
  sidebar?: React.ReactNode;
  footer?: React.ReactNode;
  /** The phone and tablet bottom bar: `MobileLauncherBar` for players, `GuestStickyBar` for guests. */
  bottomBar?: React.ReactNode;
  /** The id of <main>, the target of the skip link and of Back to top's focus. */
  mainId?: string;
  children: React.ReactNode;
};

/** The page frame: skip link, sticky header, desktop sidebar, main content, footer and the mobile bottom bar. */
export function ChromeLayout({
  className,
  header,
  banner,
  sidebar,
  footer,
  bottomBar,
  mainId = 'main',
  children,
  ...props
}: ChromeLayoutProps) {
  const { t } = useLingui();
  usePageMark('chrome');
  return (
    <div
      data-slot="chrome-layout"
      className={cn('flex min-h-dvh flex-col bg-bg text-fg', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        // with a <base> element a bare fragment resolves against the base (the home page), not this page:
        // move focus in place instead of following the link
        onClick={(event) => {
          const main = document.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t({ message: 'Skip to content', comment: 'Keyboard link that jumps over the header and menu' })}
      </a>
      <div className="sticky top-0 z-30 short:static">{header}</div>
      <div className="flex flex-1">
        {sidebar ? (
          <div className="sticky top-16 hidden h-[calc(100dvh-4rem)] xl:block short:top-0 short:h-dvh [&>*]:h-full">
            {sidebar}
          </div>
        ) : null}
        <div
          className={cn('flex min-w-0 flex-1 flex-col', bottomBar ? 'pb-16 xl:pb-0 short:pb-0' : undefined)}
        >
          {banner}
          <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          {footer}
        </div>
      </div>
      {bottomBar}
    </div>
  );
}
