import { useLingui } from '@lingui/react/macro';
import {
  exhaustiveSwitchError,
  type FilterKind,
  type FilterOptions,
  type FilterSelection,
  hasActiveFilters,
  usesMultipleColumns,
} from '@lobby/domain';
import type * as React from 'react';
import { memo } from 'react';
import { Button } from '../../components/button/Button.tsx';
import { Checkbox } from '../../components/checkbox/Checkbox.tsx';
import { cn } from '../../lib/cn.ts';

/** The order of the groups in the panel (§2: providers, features, themes). */
export const FILTER_PANEL_KINDS: readonly FilterKind[] = ['providers', 'features', 'themes'];

export type FilterPanelProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The lists to show, from the domain's `filterOptions`: a kind is absent when it has nothing to choose. */
  options: FilterOptions;
  selection: FilterSelection;
  onToggleFilter: (kind: FilterKind, value: string) => void;
  onReset: () => void;
  /** Hides the panel's own Reset when the surrounding drawer has one in its footer. */
  hideReset?: boolean;
};

/**
 * Checkbox groups for providers, features and themes. Only the kinds the domain offers appear; a list of
 * more than 16 options flows into several columns (§5).
 */
export function FilterPanel({
  className,
  options,
  selection,
  onToggleFilter,
  onReset,
  hideReset = false,
  ...props
}: FilterPanelProps) {
  const { t } = useLingui();
  const kinds = FILTER_PANEL_KINDS.filter((kind) => (options[kind]?.length ?? 0) > 0);
  const legend = (kind: FilterKind) => {
    switch (kind) {
      case 'providers':
        return t`Providers`;
      case 'features':
        return t({ message: 'Features', comment: 'Filter group: game features such as free spins' });
      case 'themes':
        return t({ message: 'Themes', comment: 'Filter group: game themes such as pirates or space' });
      default:
        return exhaustiveSwitchError(kind);
    }
  };
  return (
    <div data-slot="filter-panel" className={cn('@container flex flex-col gap-5', className)} {...props}>
      <div className="grid gap-6 @3xl:auto-cols-fr @3xl:grid-flow-col">
        {kinds.map((kind) => {
          const list = options[kind] ?? [];
          const picked = new Set(selection[kind].map((value) => value.toLowerCase()));
          const multi = usesMultipleColumns(list.length);
          const pickedInKind = selection[kind].length;
          return (
            <fieldset
              key={kind}
              data-kind={kind}
              data-columns={multi ? 'multi' : 'single'}
              className={cn('m-0 min-w-0 border-0 p-0', multi && '@3xl:col-span-2')}
            >
              <legend className="mb-3 flex w-full items-baseline gap-2 p-0 text-sm font-bold text-fg">
                {legend(kind)}
                {selection[kind].length > 0 ? (
                  <span className="text-xs font-normal text-fg-muted">
                    {t({
                      message: `${pickedInKind} selected`,
                      comment: 'How many values of a filter group are picked',
                    })}
                  </span>
                ) : null}
              </legend>
              <ul
                className={cn('m-0 list-none gap-x-6 p-0', multi ? 'columns-2 @xl:columns-3' : 'columns-1')}
              >
                {list.map((option) => (
                  <FilterOption
                    key={option.value}
                    kind={kind}
                    value={option.value}
                    label={option.label}
                    count={option.count}
                    checked={picked.has(option.value.toLowerCase())}
                    onToggle={onToggleFilter}
                  />
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
      {hideReset ? null : (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={onReset} disabled={!hasActiveFilters(selection)}>
            {t({ message: 'Reset', comment: 'Link that removes every filter when no game matches' })}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * One box of the panel. A tick changes one box, so each box draws again only when its own props change: with
 * a steady `onToggle`, a tick redraws that box alone, not the dozens beside it.
 */
const FilterOption = memo(function FilterOption({
  kind,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  kind: FilterKind;
  value: string;
  label: string;
  count: number;
  checked: boolean;
  onToggle: (kind: FilterKind, value: string) => void;
}) {
  return (
    <li className="mb-2.5 break-inside-avoid">
      <Checkbox
        checked={checked}
        onCheckedChange={() => onToggle(kind, value)}
        label={
          <span className="flex items-baseline gap-1.5">
            <span>{label}</span>
            <span className="text-xs text-fg-muted tabular-nums">{count}</span>
          </span>
        }
      />
    </li>
  );
});
