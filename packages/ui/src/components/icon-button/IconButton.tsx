import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const iconButtonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 forced-colors:border [&_svg]:shrink-0 aria-pressed:[&_svg]:fill-current',
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-fg hover:bg-surface-sunken aria-pressed:text-fg-danger',
        outline:
          'border border-border-strong bg-surface text-fg hover:bg-surface-sunken aria-pressed:border-fg-danger aria-pressed:text-fg-danger',
        secondary: 'bg-secondary text-secondary-fg hover:bg-secondary-hover',
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label' | 'aria-pressed'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name. An icon alone says nothing to a screen reader, so it is required. */
    label: string;
    /** Makes it a toggle (e.g. favourite): announced as pressed or not pressed. Leave undefined for a plain button. */
    pressed?: boolean;
    /** The icon; it should be decorative (aria-hidden), the label names the button. */
    children: React.ReactNode;
  };

/**
 * A square button that shows only an icon. A building block for the icon controls of §2 (favourite toggle,
 * search, menu, fullscreen).
 */
export function IconButton({
  className,
  variant,
  size,
  label,
  pressed,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      data-size={size ?? 'md'}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
