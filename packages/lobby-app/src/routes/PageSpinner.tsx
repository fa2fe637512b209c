import { Spinner } from '@lobby/ui';

/** A full screen high, like the boot screen: the footer stays below the fold until the page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh justify-center py-24">
      <Spinner size="lg" />
    </div>
  );
}
