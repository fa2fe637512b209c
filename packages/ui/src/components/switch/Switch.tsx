import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldHint } from '../field/FieldText.tsx';
import { useFieldIds } from '../field/ids.ts';
import { Label } from '../label/Label.tsx';

export const switchVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center rounded-full border border-border-strong bg-surface-sunken p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-6 w-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export const switchThumbVariants = cva(
  'pointer-events-none block translate-x-0 rounded-full bg-fg-muted shadow-card transition-transform data-[state=checked]:bg-primary-fg forced-colors:bg-[CanvasText] forced-colors:data-[state=checked]:bg-[HighlightText]',
  {
    variants: {
      size: {
        sm: 'size-3.5 data-[state=checked]:translate-x-4',
        md: 'size-[1.125rem] data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /** The visible label; clicking it toggles the switch. */
    label: React.ReactNode;
    /** A short line under the label, linked as the switch's description. */
    hint?: React.ReactNode;
  };

/**
 * An on/off setting that applies at once (e.g. real/fun money, dark theme). Used for the real/fun money switch
 * of §2 Game page (rules in §4).
 */
export function Switch({
  className,
  size,
  label,
  hint,
  id,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const ids = useFieldIds({ id, hint, describedBy });
  return (
    <div data-slot="switch-field" className="flex items-start gap-3">
      <SwitchPrimitive.Root
        data-slot="switch"
        data-size={size ?? 'md'}
        id={ids.fieldId}
        aria-describedby={ids.describedBy}
        className={cn(switchVariants({ size }), className)}
        {...props}
      >
        <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
      </SwitchPrimitive.Root>
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={ids.fieldId} className="cursor-pointer">
          {label}
        </Label>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
      </div>
    </div>
  );
}
