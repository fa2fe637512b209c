import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@lobby/ui';

/**
 * Shown while the casino's settings and catalogue arrive. A full screen high, so the footer starts below the
 * fold and does not jump down when the page arrives (layout shift).
 */
export function BootScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 text-fg-muted">
      <Spinner size="lg" />
      <p>
        <Trans>Opening the lobby…</Trans>
      </p>
    </div>
  );
}

/**
 * Start-up failed with nothing cached: say so plainly and offer a retry. With a `setupProblem` the deployment's
 * env.json cannot be used, and the screen is the operator's: which field to fix and how, in English like
 * env.json itself and its documentation (a player never sees it on a deployment that is set up).
 */
export function BootFailure({
  onRetry,
  setupProblem,
}: {
  onRetry: () => void;
  setupProblem?: string | null;
}) {
  if (setupProblem)
    return (
      <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">This lobby is not set up yet</h1>
        <p data-slot="setup-problem" className="font-mono text-sm">
          {setupProblem}
        </p>
        <p className="text-fg-muted">Edit env.json beside index.html, then try again.</p>
        <Button size="lg" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">
        <Trans>We can't reach the casino right now</Trans>
      </h1>
      <p className="text-fg-muted">
        <Trans>Check your connection and try again. Nothing of yours is lost.</Trans>
      </p>
      <Button size="lg" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** The lobby runs on its cached catalogue. */
export function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-warning px-4 py-2 text-sm text-warning-fg"
    >
      <span>
        <Trans>You're offline: showing the games we saved. Playing needs a connection.</Trans>
      </span>
      <Button size="sm" variant="outline" className="border-warning-fg text-warning-fg" onClick={onRetry}>
        <Trans>Reconnect</Trans>
      </Button>
    </div>
  );
}
