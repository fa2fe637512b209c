import { useLingui } from '@lingui/react/macro';
import { exhaustiveSwitchError, type SortKey } from '@lobby/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { ChevronDownWideIcon, SortIcon } from '../../components/icon/icons.tsx';
import { MenuRadioItem, menuContentClass } from '../../components/menu/MenuRadioItem.tsx';
import { cn } from '../../lib/cn.ts';

/** The translated name of a sort order (the spec's English: A-Z, Z-A, Newest, Top Jackpots). */
export function useSortLabel(): (key: SortKey) => string {
  const { t } = useLingui();
  return (key) => {
    switch (key) {
      case 'a-z':
        return t({ message: 'A-Z', comment: 'Sort order: by name, alphabetical' });
      case 'z-a':
        return t({ message: 'Z-A', comment: 'Sort order: by name, reverse alphabetical' });
      case 'newest':
        return t({ message: 'Newest', comment: 'Sort order: newest release first' });
      case 'top-jackpots':
        return t({ message: 'Top Jackpots', comment: 'Sort order: largest jackpot first' });
      default:
        return exhaustiveSwitchError(key);
    }
  };
}

export type SortMenuProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  /** The orders to offer, from the domain's `sortOptions` (Top Jackpots only when a game has one). */
  options: readonly SortKey[];
  value: SortKey;
  onValueChange: (key: SortKey) => void;
};

/** A menu of radio items choosing the order of a game list. */
export function SortMenu({ className, options, value, onValueChange, ...props }: SortMenuProps) {
  const { t } = useLingui();
  const label = useSortLabel();
  const current = label(value);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="sort-menu"
        aria-label={t({ message: `Sort: ${current}`, comment: 'Button that opens the sort orders' })}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      >
        <SortIcon className="text-fg-muted" />
        <span>{current}</span>
        <ChevronDownWideIcon className="text-fg-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={cn(menuContentClass, 'min-w-44')}>
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t({ message: 'Sort by', comment: 'Heading of the sort orders menu' })}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => {
              const key = options.find((option) => option === next);
              if (key) onValueChange(key);
            }}
          >
            {options.map((key) => (
              <MenuRadioItem key={key} value={key}>
                {label(key)}
              </MenuRadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
