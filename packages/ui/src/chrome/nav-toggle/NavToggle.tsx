import { useLingui } from '@lingui/react/macro';
import { NAV_TOGGLE_CLOSE_MS } from '@lobby/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useEffectEvent, useState } from 'react';
import { AppsIcon } from '../../components/icon/icons.tsx';
import { iconButtonVariants } from '../../components/icon-button/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';
import { ConfigIcon } from '../icons/ConfigIcon.tsx';
import { type ChromeMenuItem, isCurrentPath } from '../sidebar/items.ts';

export interface NavToggleProps {
  /** The config's navigation list for the current language. */
  items: readonly ChromeMenuItem[];
  currentPath: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** How long it stays open untouched. */
  closeAfterMs?: number;
  className?: string;
}

/**
 * A compact menu of the config's navigation items that closes itself after 3 s (§2). A person who is using
 * it keeps it open: the timer waits while the pointer is over it, and a keyboard user (who opened it with a
 * key or moves through it with keys) is never timed out — an automatic close would pull focus away.
 */
export function NavToggle({
  items,
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeAfterMs = NAV_TOGGLE_CLOSE_MS,
  className,
}: NavToggleProps) {
  const { t } = useLingui();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [hovered, setHovered] = useState(false);
  const [keyboard, setKeyboard] = useState(false);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    if (!next) {
      setHovered(false);
      setKeyboard(false);
    }
    onOpenChange?.(next);
  };

  const paused = hovered || keyboard;
  // closing is an event of the timer, not something the timer depends on: the timer restarts only when the
  // menu opens, the pointer or keyboard leaves it, or the delay changes
  const close = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(close, closeAfterMs);
    return () => clearTimeout(timer);
  }, [open, paused, closeAfterMs]);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        data-slot="nav-toggle"
        aria-label={t({ message: 'Navigation', comment: 'Button that opens the quick navigation menu' })}
        title={t({ message: 'Navigation', comment: 'Button that opens the quick navigation menu' })}
        className={cn(
          iconButtonVariants({ variant: 'ghost', size: 'md' }),
          'data-[state=open]:bg-surface-sunken',
          className,
        )}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) setKeyboard(true);
        }}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <AppsIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onKeyDown={() => setKeyboard(true)}
          className="z-50 min-w-56 rounded-md border border-border bg-surface-raised p-1 text-fg shadow-pop"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.id} asChild>
              <AppLink
                href={item.action}
                external={!item.internal}
                aria-current={isCurrentPath(item.action, currentPath) ? 'page' : undefined}
                className="flex h-10 cursor-pointer items-center gap-3 rounded-sm px-3 text-sm font-medium text-fg no-underline outline-none select-none aria-[current=page]:font-bold data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-fg [&_svg]:size-4.5 [&_svg]:shrink-0"
              >
                <ConfigIcon name={item.icon} />
                {item.label || item.id}
              </AppLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
