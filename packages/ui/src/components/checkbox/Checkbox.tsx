import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError, FieldHint } from '../field/FieldText.tsx';
import { useFieldIds } from '../field/ids.ts';
import { CheckIcon, MinusIcon } from '../icon/icons.tsx';
import { Label } from '../label/Label.tsx';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** The visible label; may hold a link (e.g. to the terms). Clicking the text toggles the box. */
  label: React.ReactNode;
  /** A short line under the label. */
  hint?: React.ReactNode;
  /** An error message; marks the box invalid and is read out as its description. */
  error?: React.ReactNode;
};

/**
 * A checkbox with its label, an optional hint and an error message (e.g. "accept the terms" on the wheel). Used
 * for the spin wheel's terms box, whose rule is in §5 and its error in §8.
 */
export function Checkbox({
  className,
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy, ariaInvalid });
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={ids.fieldId}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'peer mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-primary-fg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-fg-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          className,
        )}
        {...props}
      >
        {/*
          always mounted and hidden by CSS while unticked: mounted only when ticked, its presence check reads
          the computed style on every tick, which restyles the whole page inside the tap (a list of games
          that the tick filters, say)
        */}
        <CheckboxPrimitive.Indicator
          forceMount
          data-slot="checkbox-indicator"
          className="group flex data-[state=unchecked]:hidden [&_svg]:size-3.5"
        >
          {/* both drawn, CSS picks by state, so an uncontrolled indeterminate box shows the dash too */}
          <CheckIcon strokeWidth={3} className="group-data-[state=indeterminate]:hidden" />
          <MinusIcon strokeWidth={3} className="hidden group-data-[state=indeterminate]:block" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={ids.fieldId} className="cursor-pointer [&_a]:text-link [&_a]:underline">
          {label}
        </Label>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId} slot="checkbox-error">
          {error}
        </FieldError>
      </div>
    </div>
  );
}
