import { buttonVariants } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { FilterButtonLabel } from './FilterButtonLabel.tsx';
import type { PageTitleBarProps } from './PageTitleBar.tsx';
import {
  offersFilters,
  SortTriggerFace,
  selectedCount,
  sortTriggerClass,
  TitleBarFrame,
  useSortLabel,
} from './TitleBarFace.tsx';

/**
 * The title bar as it will look, for the moment while its sort menu and filter drawer are still loading:
 * the same title, count and buttons in the same places, the buttons not yet working (they are hidden from
 * assistive technology, which meets the real ones a moment later). With the bar drawn at its final size from
 * the start, the games under it never move when the real one takes its place.
 */
export function PageTitleBarPreview(props: PageTitleBarProps) {
  const { sortOptions = [], sort, onSortChange, filterOptions = {}, selection, onToggleFilter } = props;
  const label = useSortLabel();
  const sortable = sortOptions.length > 0 && sort !== undefined && onSortChange !== undefined;
  const filterable = offersFilters(props.totalGames, filterOptions, onToggleFilter !== undefined);
  return (
    <TitleBarFrame
      title={props.title}
      count={props.count}
      className={props.className}
      data-preview=""
      controls={
        <div className="flex items-center gap-2" aria-hidden="true">
          {sortable ? (
            <span className={sortTriggerClass}>
              <SortTriggerFace label={label(sort)} />
            </span>
          ) : null}
          {filterable ? (
            <span className={cn(buttonVariants({ variant: 'outline' }), 'border-border-strong')}>
              <FilterButtonLabel picked={selection ? selectedCount(selection) : 0} />
            </span>
          ) : null}
        </div>
      }
    />
  );
}
