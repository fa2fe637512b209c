import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const tagKinds = ['new', 'exclusive', 'jackpot', 'live', 'upcoming', 'finished'] as const;
export type TagKind = (typeof tagKinds)[number];

export const tagVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 rounded-sm leading-none font-bold tracking-wide whitespace-nowrap uppercase',
  {
    variants: {
      kind: {
        new: 'bg-tag-new text-tag-new-fg',
        exclusive: 'bg-tag-exclusive text-tag-exclusive-fg',
        jackpot: 'bg-tag-jackpot text-tag-jackpot-fg',
        live: 'bg-tag-live text-tag-live-fg',
        upcoming: 'bg-tag-upcoming text-tag-upcoming-fg',
        finished: 'bg-tag-finished text-tag-finished-fg',
      } satisfies Record<TagKind, string>,
      size: {
        sm: 'h-5 px-1.5 text-[0.625rem]',
        md: 'h-6 px-2 text-xs',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type TagProps = React.ComponentProps<'span'> &
  VariantProps<typeof tagVariants> & {
    kind: TagKind;
    /** Overrides the built-in, translated text of the kind. */
    children?: React.ReactNode;
  };

/**
 * A small status label on game tiles and tournament cards: New, Exclusive, Jackpot, Live, Upcoming, Finished.
 * Implements the tile tags of §2 Game tile and the tournament labels of §4.
 */
export function Tag({ className, kind, size, children, ...props }: TagProps) {
  const { t } = useLingui();
  // a record, not a switch: the compiler insists every kind has its text
  const texts: Record<TagKind, string> = {
    new: t({ message: 'New', comment: 'Tag on a newly released game' }),
    exclusive: t({ message: 'Exclusive', comment: 'Tag on a game only this casino offers' }),
    jackpot: t({ message: 'Jackpot', comment: 'Tag on a game with a jackpot' }),
    live: t({ message: 'Live', comment: 'Tag on a tournament that is running now' }),
    upcoming: t({ message: 'Upcoming', comment: 'Tag on a tournament that has not started yet' }),
    finished: t({ message: 'Finished', comment: 'Tag on a tournament that is over' }),
  };
  return (
    <span
      data-slot="tag"
      data-kind={kind}
      data-size={size ?? 'md'}
      className={cn(tagVariants({ kind, size }), className)}
      {...props}
    >
      {kind === 'live' ? (
        <span
          aria-hidden="true"
          className="size-1.5 animate-live-pulse rounded-full bg-current motion-reduce:animate-none"
        />
      ) : null}
      {children ?? texts[kind]}
    </span>
  );
}
