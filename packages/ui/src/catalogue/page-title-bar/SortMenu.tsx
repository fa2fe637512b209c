import { useLingui } from '@lingui/react/macro';
import type { SortKey } from '@lobby/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { MenuRadioItem, menuContentClass } from '../../components/menu/MenuRadioItem.tsx';
import { cn } from '../../lib/cn.ts';
import { SortTriggerFace, sortTriggerClass, useSortLabel } from './TitleBarFace.tsx';

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
        className={cn(sortTriggerClass, className)}
        {...props}
      >
        <SortTriggerFace label={current} />
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
