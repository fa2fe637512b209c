import { Trans } from '@lingui/react/macro';
import { Button } from '@lobby/ui';

/**
 * The game list failed and nothing was stored: say so, and start the lobby again on request (the home page
 * and every game list page show it in place of their games).
 */
export function CatalogueFailure() {
  return (
    <div
      role="alert"
      data-slot="catalogue-error"
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 text-fg"
    >
      <p className="m-0 font-semibold">
        <Trans comment="Home and game list pages: the game list could not be loaded">
          We couldn't load the games.
        </Trans>
      </p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
