import * as LabelPrimitive from '@radix-ui/react-label';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

/** A form label. Clicking it focuses or toggles the control it names. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-5 font-medium text-fg select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
