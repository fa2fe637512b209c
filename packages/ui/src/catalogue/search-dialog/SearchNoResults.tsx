import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Button } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';

export type SearchNoResultsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Names close to the query, closest first (domain `suggestGames`); none shows the message alone. */
  suggestions?: readonly string[];
  /** A suggestion was chosen: search for that name. */
  onPick?: (name: string) => void;
};

/**
 * What the search shows when nothing matches: 'No results found. Maybe try a different keyword?' and,
 * when some names are close to the query, a 'Did you mean' button for each (§5, §8).
 */
export function SearchNoResults({ suggestions = [], onPick, className, ...props }: SearchNoResultsProps) {
  const { t } = useLingui();
  const offered = onPick ? suggestions : [];
  return (
    <div
      data-slot="search-empty"
      className={cn('flex flex-col items-center gap-4 py-10 text-center', className)}
      {...props}
    >
      <p data-slot="search-no-results" className="m-0 text-base text-fg">
        {t`No results found. Maybe try a different keyword?`}
      </p>
      {offered.length > 0 ? (
        <fieldset data-slot="search-suggestions" className="m-0 max-w-full min-w-0 border-0 p-0">
          {/* floated so the legend lays out like any block and centres with the rest */}
          <legend className="float-left mb-2 w-full p-0 text-sm text-fg-muted">
            {t({
              message: 'Did you mean',
              comment: 'Before a list of game names close to a search with no results',
            })}
          </legend>
          <ul className="clear-both m-0 flex max-w-full list-none flex-wrap justify-center gap-2 p-0">
            {offered.map((name) => (
              <li key={name} className="max-w-full">
                <Button variant="outline" size="sm" className="max-w-full" onClick={() => onPick?.(name)}>
                  <span className="truncate">{name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
