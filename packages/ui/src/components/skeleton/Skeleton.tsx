import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';

export const skeletonVariants = cva(
  // a tint of the text colour reads on any surface in both themes. The light band is a layer of its own that
  // slides across (a `translate` animation, which the compositor runs without repainting the page); at rest it
  // waits outside the clipped box, so a still frame (reduced motion, screenshots) is plain.
  "relative block overflow-hidden bg-fg/10 after:absolute after:inset-0 after:-translate-x-full after:animate-shimmer after:bg-[linear-gradient(90deg,transparent_20%,color-mix(in_oklab,var(--color-surface)_55%,transparent)_50%,transparent_80%)] after:content-[''] motion-reduce:after:hidden",
  {
    variants: {
      shape: {
        tile: 'aspect-[3/4] w-full rounded-lg',
        text: 'h-4 w-full rounded-sm',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'text' },
  },
);

export type SkeletonProps = React.ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder shape while content loads. It is hidden from assistive tech: mark the loading region itself
 * (`aria-busy` on the container, or a Spinner with a label) so the wait is announced once.
 * A building block for the loading states of §2, such as the promotions page skeleton.
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

/**
 * `count` placeholders in a row, each drawn by `children` for its position. Placeholders have no identity of
 * their own, so their position is their key, and they are never reordered.
 *
 * @example
 * <Placeholders count={4}>{() => <Skeleton className="h-10" />}</Placeholders>
 */
export function Placeholders({
  count,
  children,
}: {
  count: number;
  children: (index: number) => React.ReactNode;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Fragment key={index}>{children(index)}</Fragment>
  ));
}
