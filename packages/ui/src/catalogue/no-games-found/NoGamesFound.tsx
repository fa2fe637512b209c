import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { FilterIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

export type NoGamesFoundProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 'reset' on game lists; the provider page says 'Clear filters' instead (§8). */
  action?: 'reset' | 'clear-filters';
  onReset: () => void;
};

/** What a filtered list shows when no game is left: 'Oops! No games found' with a way back (§8). */
export function NoGamesFound({ className, action = 'reset', onReset, ...props }: NoGamesFoundProps) {
  const { t } = useLingui();
  return (
    <div
      data-slot="no-games-found"
      data-action={action}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-6"
      >
        <FilterIcon />
      </span>
      <p className="m-0 font-display text-lg font-bold text-fg">{t`Oops! No games found`}</p>
      <Button variant="link" onClick={onReset}>
        {action === 'clear-filters'
          ? t({
              message: 'Clear filters',
              comment: 'Link on the provider page when no game matches the filters',
            })
          : t({ message: 'Reset', comment: 'Link that removes every filter when no game matches' })}
      </Button>
    </div>
  );
}
