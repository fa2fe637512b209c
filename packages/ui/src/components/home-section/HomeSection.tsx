import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/Button.tsx';

/** A home section's own props, less what the section decides itself (its content, heading and ids). */
export type HomeSectionProps = Omit<React.ComponentProps<'section'>, 'children' | 'title' | 'id'> & {
  /** The home section id; the heading's id is `home-${id}`. */
  id: string;
  title: ReactNode;
};

/**
 * A home page block that loads its data: a section named by its heading, busy while loading, with its
 * status and kind (`slot`) as data attributes for tests and styles.
 */
export function HomeSection({
  id,
  slot,
  status,
  title,
  action,
  className,
  children,
  ...props
}: HomeSectionProps & {
  slot: string;
  status: 'loading' | 'error' | 'ready';
  /** A control at the end of the heading's line (e.g. a pause button), no taller than the heading. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  const heading = (
    <h2 id={headingId} className="m-0 font-display text-lg font-bold text-fg md:text-xl">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      data-slot={slot}
      data-status={status}
      aria-busy={status === 'loading'}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      {action ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Inside a failed load's alert: what could not be loaded, the connection hint, and a Try again button. */
export function RetryPrompt({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <div className="flex flex-1 flex-col gap-1">
        <p className="m-0 font-semibold text-fg">{message}</p>
        <p className="m-0 text-sm text-fg-muted">{t`Check your connection and try again.`}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </>
  );
}
