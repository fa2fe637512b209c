import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { CloseIcon, MegaphoneIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { SafeHtml } from '../../components/safe-html/SafeHtml.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageMark } from '../../lib/page-mark.ts';

export type StickyBannerProps = Omit<React.ComponentProps<'aside'>, 'children'> & {
  /** The banner's HTML from ?stickybanner, shown through SafeHtml. */
  html: string;
  onDismiss: () => void;
};

/** The casino's announcement banner (?stickybanner, §7): its text and a button that puts it away. */
export function StickyBanner({ className, html, onDismiss, ...props }: StickyBannerProps) {
  const { t } = useLingui();
  usePageMark('sticky-banner');
  return (
    <aside
      data-slot="sticky-banner"
      aria-label={t`Announcement`}
      className={cn(
        'flex items-center gap-3 rounded-lg bg-accent py-2 pr-2 pl-4 text-accent-fg shadow-card [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <MegaphoneIcon className="size-5" />
      <SafeHtml html={html} className="flex-1 text-sm [&_a]:text-current" />
      <IconButton
        size="sm"
        label={t`Dismiss`}
        onClick={onDismiss}
        className="text-current hover:bg-black/10 focus-visible:outline-current"
      >
        <CloseIcon />
      </IconButton>
    </aside>
  );
}
