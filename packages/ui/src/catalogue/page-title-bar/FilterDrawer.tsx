/** The filter panel as a drawer from the right, for screens under 1200 px; its trigger is the Filters button. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FilterKind, type FilterOptions, type FilterSelection, hasActiveFilters } from '@lobby/domain';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { DialogCloseButton } from '../../components/dialog/Dialog.tsx';
import { FilterPanel } from './FilterPanel.tsx';

export function FilterDrawer({
  open,
  onOpenChange,
  trigger,
  count,
  filterOptions,
  selection,
  toggle,
  reset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  /** Games shown now, for the close button's "Show # games". */
  count: number;
  filterOptions: FilterOptions;
  selection: FilterSelection;
  toggle: (kind: FilterKind, value: string) => void;
  reset: () => void;
}) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          data-slot="filter-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-border bg-surface text-fg shadow-pop outline-none data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
            <DialogPrimitive.Title className="m-0 font-display text-lg font-bold text-fg">
              {t({
                message: 'Filters',
                comment: 'Button that opens the filter panel of a game list',
              })}
            </DialogPrimitive.Title>
            <DialogCloseButton />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            <FilterPanel
              options={filterOptions}
              selection={selection}
              onToggleFilter={toggle}
              onReset={reset}
              hideReset
            />
          </div>
          <div className="flex gap-2 border-t border-border px-5 py-4">
            <Button variant="outline" onClick={reset} disabled={!hasActiveFilters(selection)}>
              {t({
                message: 'Reset',
                comment: 'Link that removes every filter when no game matches',
              })}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button className="flex-1">
                {t({
                  message: plural(count, { one: 'Show # game', other: 'Show # games' }),
                  comment: 'Closes the filter drawer, showing the filtered list',
                })}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
