import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../spinner/Spinner.tsx';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-fg hover:bg-secondary-hover',
        accent: 'bg-accent text-accent-fg hover:brightness-95',
        outline: 'border border-border-strong bg-transparent text-fg hover:bg-surface-raised',
        ghost: 'bg-transparent text-fg hover:bg-surface-raised',
        danger: 'bg-danger text-danger-fg hover:brightness-95',
        link: 'h-auto bg-transparent px-0 text-link underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 rounded-sm px-3 text-sm',
        md: 'h-10 rounded-md px-4 text-sm',
        lg: 'h-12 rounded-lg px-6 text-base',
      },
      block: {
        true: 'w-full',
        false: '',
      },
    },
    // in forced colours a fill is painted over with the page's colour: a button keeps its shape by a border
    compoundVariants: [
      {
        variant: ['primary', 'secondary', 'accent', 'outline', 'ghost', 'danger'],
        className: 'forced-colors:border',
      },
    ],
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with button styles instead of a <button>. */
    asChild?: boolean;
    /**
     * Shows a spinner, keeps the width and blocks further clicks (money actions must not repeat). Without it,
     * the repeat clicks of a double click are ignored all the same.
     */
    loading?: boolean;
  };

/**
 * The lobby's button in its variants and sizes, with a loading state that blocks repeat clicks on money
 * actions. A building block for the actions §2 and §4 name (Deposit, Log In, Play Now, Claim…).
 */
export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={asChild ? undefined : disabled}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={loading || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        // A loading button stays focusable (focus is not lost mid-action) but ignores clicks. The second
        // click of a double click (detail 2 and up) is ignored too: no action of the lobby means "twice",
        // and a fast answer can put another button (Try again, Close) under the pointer between the two.
        if (loading || event.detail > 1) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner size="sm" decorative /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
