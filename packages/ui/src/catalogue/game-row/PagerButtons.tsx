import { ChevronLeftWideIcon, ChevronRightWideIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';

/**
 * A horizontal track's previous and next buttons (see `useScrollEdges`). A button at its end of the track
 * is aria-disabled rather than disabled, so focus stays on it.
 */
export function PagerButtons({
  previousLabel,
  nextLabel,
  edges,
  page,
}: {
  previousLabel: string;
  nextLabel: string;
  edges: { readonly atStart: boolean; readonly atEnd: boolean };
  page: (direction: 1 | -1) => void;
}) {
  return (
    <>
      <IconButton
        label={previousLabel}
        variant="outline"
        size="sm"
        aria-disabled={edges.atStart || undefined}
        onClick={edges.atStart ? undefined : () => page(-1)}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      >
        <ChevronLeftWideIcon />
      </IconButton>
      <IconButton
        label={nextLabel}
        variant="outline"
        size="sm"
        aria-disabled={edges.atEnd || undefined}
        onClick={edges.atEnd ? undefined : () => page(1)}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
      >
        <ChevronRightWideIcon />
      </IconButton>
    </>
  );
}
