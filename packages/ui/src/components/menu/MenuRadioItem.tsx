import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { CheckIcon } from '../icon/icons.tsx';

/** The look of a dropdown menu's panel; each menu adds its own width. */
export const menuContentClass =
  'z-50 rounded-md border border-border bg-surface-raised p-1 text-fg shadow-pop';

/** A Radix dropdown menu radio item with a check mark before its text while it is the chosen one. */
export function MenuRadioItem({ children, ...props }: React.ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem
      className="flex h-9 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-fg data-[state=checked]:font-semibold"
      {...props}
    >
      <span className="flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <CheckIcon className="size-4" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.RadioItem>
  );
}
