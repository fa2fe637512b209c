import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Label for assistive tech; defaults to "Loading". */
    label?: string;
    /** Inside a control that already announces itself busy: hide from assistive tech. */
    decorative?: boolean;
  };

/**
 * A loading indicator with an accessible label, or decorative inside a busy control. A building block for the
 * loading and processing states of §4.
 */
export function Spinner({ className, size, label, decorative = false, ...props }: SpinnerProps) {
  const { t } = useLingui();
  const shared = {
    'data-slot': 'spinner',
    'data-size': size ?? 'md',
    className: cn(spinnerVariants({ size }), className),
    ...props,
  };
  if (decorative) return <span aria-hidden="true" {...shared} />;
  return <span role="status" aria-label={label ?? t`Loading`} {...shared} />;
}
