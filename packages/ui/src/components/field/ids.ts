import { useId } from 'react';

/** Joins element ids for aria-describedby, skipping the empty ones; undefined when none are left. */
function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The ids of a form control and of its hint and error lines: the caller's id or a generated one, and the
 * control's description (its error, then its hint, then the caller's own `aria-describedby`). The control is
 * invalid when it shows an error or the caller marks it so.
 */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
  ariaInvalid,
}: {
  id: string | undefined;
  hint: unknown;
  error?: unknown;
  describedBy: string | undefined;
  ariaInvalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return {
    fieldId,
    hintId,
    errorId,
    describedBy: joinIds(error ? errorId : null, hint ? hintId : null, describedBy),
    invalid: Boolean(error) || ariaInvalid === true || ariaInvalid === 'true',
  };
}
