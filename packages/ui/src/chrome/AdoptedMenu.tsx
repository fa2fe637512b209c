import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { menuContentClass } from '../components/menu/MenuRadioItem.tsx';
import { cn } from '../lib/cn.ts';
import { type AdoptedMenuProps, AdoptTrigger, focusFirstItemAfterKey } from './lazy.tsx';

/**
 * A Radix dropdown menu opened by a button that was on the page before the menu's code: the button is
 * adopted as the trigger, and the menu is named by it. Children are the menu's items.
 */
export function AdoptedMenu({
  open,
  onOpenChange,
  triggerRef,
  triggerId,
  id,
  keyboardRef,
  side,
  sideOffset,
  className,
  children,
}: AdoptedMenuProps & {
  side: 'top' | 'bottom' | 'left' | 'right';
  sideOffset: number;
  /** The panel's width. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AdoptTrigger target={triggerRef} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          id={id}
          aria-labelledby={triggerId}
          side={side}
          align="start"
          sideOffset={sideOffset}
          onFocus={(event) => focusFirstItemAfterKey(event, keyboardRef)}
          className={cn(menuContentClass, className)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
