import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { AppLink } from '../../lib/link.tsx';
import { ConfigIcon } from '../icons/ConfigIcon.tsx';
import { AdoptTrigger, focusFirstItemAfterKey } from '../lazy.tsx';
import { isCurrentPath, type LinkEntry } from './items.ts';

export interface MoreMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rail's More button, rendered at first paint: the menu opens beside it and returns focus to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  triggerId: string;
  id: string;
  /** Opened with a key: the first page gets focus. */
  keyboardRef: React.RefObject<boolean>;
  items: ReadonlyArray<LinkEntry & { text: string }>;
  currentPath: string;
}

/** The collapsed sidebar's More submenu, loaded on the first open: a Radix dropdown menu beside the rail. */
export default function MoreMenu({
  open,
  onOpenChange,
  triggerRef,
  triggerId,
  id,
  keyboardRef,
  items,
  currentPath,
}: MoreMenuProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AdoptTrigger target={triggerRef} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          id={id}
          aria-labelledby={triggerId}
          side="right"
          align="start"
          sideOffset={8}
          onFocus={(event) => focusFirstItemAfterKey(event, keyboardRef)}
          className="z-50 min-w-52 rounded-md border border-border bg-surface-raised p-1 text-fg shadow-pop"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} asChild>
              <AppLink
                href={item.href}
                external={item.external}
                aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                className="flex h-10 cursor-pointer items-center gap-3 rounded-sm px-3 text-sm font-medium text-fg no-underline outline-none select-none aria-[current=page]:font-bold data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-fg [&_svg]:size-4.5 [&_svg]:shrink-0"
              >
                <ConfigIcon name={item.icon} />
                {item.text}
              </AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
