import type { ReactNode } from 'react';

/** A form control's hint line, when it has one; its id is in the control's description. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="m-0 text-xs text-fg-muted">
      {children}
    </p>
  ) : null;
}

/** A form control's error message, when it has one; its id is in the control's description. */
export function FieldError({ id, slot, children }: { id: string; slot: string; children: ReactNode }) {
  return children ? (
    <p id={id} data-slot={slot} className="m-0 text-xs font-medium text-fg-danger">
      {children}
    </p>
  ) : null;
}
