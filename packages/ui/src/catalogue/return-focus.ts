import { useRef } from 'react';

type AutoFocusEvent = Event;

/**
 * Focus return for a Radix dialog opened without its Trigger (from a tile, a query parameter, a keyboard
 * shortcut). Radix would send focus back to a trigger that does not exist, so remember what had focus when
 * the dialog opened and go back there.
 *
 * @example
 * const returnFocus = useReturnFocus(onCloseAutoFocus);
 * <DialogContent {...returnFocus}>…
 */
export function useReturnFocus(onCloseAutoFocus?: (event: AutoFocusEvent) => void) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    // runs before Radix moves focus into the dialog, so the active element is still the opener
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      onCloseAutoFocus?.(event);
      const target = returnTo.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
