import { useId, useState } from 'react';

/**
 * A show/hide section (the sidebar's More list, the mobile menu's settings) without a library: the button
 * says whether it is expanded and which region it controls; the closed region is `hidden` and empty. The
 * same markup and data-state as a Radix Collapsible, so the styles do not change.
 */
export function useDisclosure(defaultOpen: boolean) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const state = open ? 'open' : 'closed';
  return {
    open,
    state,
    trigger: {
      type: 'button',
      'aria-controls': id,
      'aria-expanded': open,
      'data-state': state,
      onClick: () => setOpen((was) => !was),
    },
    content: { id, 'data-state': state, hidden: !open },
  } as const;
}
