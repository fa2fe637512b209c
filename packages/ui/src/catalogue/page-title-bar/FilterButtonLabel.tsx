/** What a Filters button shows: the icon, the word and, when filters are picked, their number. */
import { useLingui } from '@lingui/react/macro';
import { FilterIcon } from '../../components/icon/icons.tsx';

export function FilterButtonLabel({ picked }: { picked: number }) {
  const { t } = useLingui();
  return (
    <>
      <FilterIcon />
      {t({ message: 'Filters', comment: 'Button that opens the filter panel of a game list' })}
      {picked > 0 ? (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-fg tabular-nums">
          {picked}
          <span className="sr-only">
            {' '}
            {t({ message: 'selected', comment: 'After the number of picked filters' })}
          </span>
        </span>
      ) : null}
    </>
  );
}
