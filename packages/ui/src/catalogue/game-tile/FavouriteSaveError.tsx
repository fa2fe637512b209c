import { useLingui } from '@lingui/react/macro';

/**
 * The live region beside a favourite toggle: after a failed save it says so and offers to try again (§4).
 * Where it sits is the caller's `className`.
 */
export function FavouriteSaveError({
  failed,
  onRetry,
  className,
}: {
  failed: boolean;
  onRetry: () => void;
  className: string;
}) {
  const { t } = useLingui();
  return (
    <span role="status" className="contents">
      {failed ? (
        <span data-slot="favourite-error" className={className}>
          <span>{t`Couldn't save.`}</span>{' '}
          <button
            type="button"
            onClick={onRetry}
            className="-my-1 cursor-pointer py-1 font-bold underline underline-offset-2 outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-danger-fg"
          >
            {t`Try again`}
          </button>
        </span>
      ) : null}
    </span>
  );
}
