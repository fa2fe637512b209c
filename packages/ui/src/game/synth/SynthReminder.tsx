import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';

export type SynthReminderProps = Omit<React.ComponentProps<'aside'>, 'children'> & {
  /** synth_details.imgReminder (preloaded by the app). */
  image: string;
  /** What the picture says, for screen readers. */
  imageAlt?: string;
  /** synth_details.linkReminder; without it the button calls `onAction`. */
  href?: string | null;
  onAction?: () => void;
  actionLabel?: React.ReactNode;
  onDismiss: () => void;
};

/**
 * The synth game's reminder banner, 20 s into the game: the reminder picture, a link and a close button.
 * Implements the synth reminder of §2 Game page (after 20 s, §9).
 */
export function SynthReminder({
  className,
  image,
  imageAlt,
  href,
  onAction,
  actionLabel,
  onDismiss,
  ...props
}: SynthReminderProps) {
  const { t } = useLingui();
  const label = actionLabel ?? t({ message: 'Find out more', comment: 'Synth game reminder banner link' });
  return (
    <aside
      data-slot="synth-reminder"
      aria-label={t({ message: 'Reminder', comment: 'Banner over a synth game' })}
      className={cn(
        'flex w-[min(24rem,calc(100vw-2rem))] items-center gap-3 rounded-xl border border-border bg-surface p-2 pr-1.5 text-fg shadow-pop',
        className,
      )}
      {...props}
    >
      <img src={image} alt={imageAlt ?? ''} className="h-14 min-w-0 flex-1 rounded-lg object-cover" />
      {href ? (
        <Button asChild size="sm">
          <AppLink href={href} external>
            {label}
          </AppLink>
        </Button>
      ) : (
        <Button size="sm" onClick={onAction}>
          {label}
        </Button>
      )}
      <IconButton
        label={t({ message: 'Dismiss reminder', comment: 'Closes the synth reminder banner' })}
        size="sm"
        onClick={onDismiss}
      >
        <CloseIcon />
      </IconButton>
    </aside>
  );
}
