/** The favourite toggle beside a game tile, with its saving state and a retry after a failure. */
import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
import { Spinner } from '../../components/spinner/Spinner.tsx';
import { FavouriteSaveError } from './FavouriteSaveError.tsx';

/** The favourite toggle's request state: a failure is shown and offers a retry; nothing stays stuck. */
export type FavouriteStatus = 'idle' | 'processing' | 'failed';

export function FavouriteToggle({
  gameName,
  pressed,
  status,
  onToggle,
}: {
  gameName: string;
  pressed: boolean;
  status: FavouriteStatus;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  const processing = status === 'processing';
  return (
    <>
      <IconButton
        data-slot="favourite-toggle"
        data-status={status}
        size="sm"
        label={
          processing
            ? t`Saving favourite ${gameName}…`
            : t({ message: `Favourite ${gameName}`, comment: 'Toggle that keeps a game in the favourites' })
        }
        pressed={pressed}
        // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request
        aria-disabled={processing || undefined}
        aria-busy={processing || undefined}
        onClick={processing ? undefined : onToggle}
        className="absolute top-1.5 right-1.5 rounded-full bg-surface/90 text-fg shadow-card hover:bg-surface aria-disabled:cursor-progress aria-pressed:text-fg-danger"
      >
        {processing ? <Spinner size="sm" decorative /> : <HeartIcon />}
      </IconButton>
      <FavouriteSaveError
        failed={status === 'failed'}
        onRetry={onToggle}
        className="absolute top-11 right-1.5 left-1.5 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-md bg-danger px-2 py-1 text-center text-xs font-medium text-danger-fg shadow-card"
      />
    </>
  );
}
