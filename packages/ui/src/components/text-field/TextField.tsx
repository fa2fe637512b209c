import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError, FieldHint } from '../field/FieldText.tsx';
import { useFieldIds } from '../field/ids.ts';
import { Label } from '../label/Label.tsx';

export const textFieldVariants = cva(
  // the box, not the bare input, shows focus and error so the prefix sits inside the outline
  'flex w-full items-center gap-2 rounded-md border border-border-strong bg-surface text-fg transition-colors hover:border-fg-muted has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus has-[input[aria-invalid=true]]:border-fg-danger',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'size' | 'prefix'> &
  VariantProps<typeof textFieldVariants> & {
    /** The visible label (required: placeholders are not labels). */
    label: React.ReactNode;
    /** Help under the field, linked as its description. */
    hint?: React.ReactNode;
    /** An error message; marks the input invalid and is read out with it. Replaces nothing: the hint stays. */
    error?: React.ReactNode;
    /** Inside the box before the text, e.g. a currency symbol. Say the currency in the label too. */
    prefix?: React.ReactNode;
    /** Inside the box after the text, e.g. a unit or an icon button. */
    suffix?: React.ReactNode;
    /** Brings up the number keypad on phones (amounts); the value stays a string. */
    numeric?: boolean;
  };

/**
 * A labelled text input with hint, error message and optional prefix/suffix (e.g. the deposit amount). Used for
 * the quick-deposit amount, whose messages are in §5.
 */
export function TextField({
  className,
  size,
  label,
  hint,
  error,
  prefix,
  suffix,
  numeric = false,
  id,
  inputMode,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy, ariaInvalid });
  return (
    <div data-slot="text-field" className={cn('flex w-full flex-col gap-1.5', className)}>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <div data-slot="text-field-box" data-size={size ?? 'md'} className={textFieldVariants({ size })}>
        {prefix ? (
          <span data-slot="text-field-prefix" className="shrink-0 font-medium text-fg-muted">
            {prefix}
          </span>
        ) : null}
        <input
          data-slot="text-field-input"
          id={ids.fieldId}
          inputMode={inputMode ?? (numeric ? 'numeric' : undefined)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent text-fg outline-none placeholder:text-fg-muted disabled:cursor-not-allowed',
            numeric && 'tabular-nums',
          )}
          {...props}
        />
        {suffix ? (
          <span
            data-slot="text-field-suffix"
            className="flex shrink-0 items-center text-fg-muted [&_svg]:size-4"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={ids.errorId} slot="text-field-error">
        {error}
      </FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
}
