import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useReturnFocus } from '../catalogue/return-focus.ts';
import { Button } from '../components/button/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../components/dialog/Dialog.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { AppLink } from '../lib/link.tsx';
import { NextSpins, Rules, WinPanel } from './DfsParts.tsx';
import { EmailStep, WheelStep } from './DfsSteps.tsx';
import type { DfsCountdown, DfsRuleValues, DfsView } from './types.ts';

export type { DfsRuleValues } from './types.ts';

export interface DailyFreeSpinsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: DfsView;
  values: DfsRuleValues;
  /** Time until the next spins (midnight New York); null hides the line. */
  countdown: DfsCountdown | null;
  /** The daily free spins terms page; null hides the link. */
  termsHref: string | null;
  onClaim: () => void;
  onSpin: () => void;
  onTermsChange: (accepted: boolean) => void;
  onSendEmail: () => void;
  onRetry: () => void;
}

function Body(props: DailyFreeSpinsDialogProps) {
  const { t } = useLingui();
  const { view, values, countdown, termsHref } = props;
  switch (view.kind) {
    case 'loading':
      return (
        <div className="flex justify-center py-8">
          <Spinner label={t`Loading daily free spins`} />
        </div>
      );
    case 'load-failed':
      return (
        <div className="flex flex-col gap-3">
          <p role="alert" className="m-0 text-fg-danger">
            {view.message}
          </p>
          <Button variant="outline" onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    case 'claim':
      return (
        <div className="flex flex-col gap-4">
          <p className="m-0">
            <Trans>Your daily free spins are ready. Claim them now!</Trans>
          </p>
          <Rules values={values} />
          <Button size="lg" block loading={view.redeeming} onClick={props.onClaim}>
            <Trans>Claim my free spins</Trans>
          </Button>
        </div>
      );
    case 'wheel':
      return (
        <WheelStep
          view={view}
          values={values}
          termsHref={termsHref}
          onTermsChange={props.onTermsChange}
          onSpin={props.onSpin}
        />
      );
    case 'email':
      return <EmailStep view={view} onSendEmail={props.onSendEmail} />;
    case 'not-allowed':
      return (
        <div className="flex flex-col gap-4">
          <p role="status" data-reason={view.reason} className="m-0">
            {view.message}
          </p>
          <NextSpins countdown={countdown} />
        </div>
      );
    case 'won':
      return (
        <div className="flex flex-col gap-4">
          <WinPanel win={view.win} />
          <NextSpins countdown={countdown} />
        </div>
      );
    case 'redeem-failed':
      return (
        <div className="flex flex-col gap-3">
          <div role="alert" className="flex flex-col gap-1 text-fg-danger">
            <p className="m-0 font-semibold">
              <Trans>Sorry, your daily free spins could not be redeemed.</Trans>
            </p>
            {view.serverMessage ? <p className="m-0">{view.serverMessage}</p> : null}
          </div>
          {view.retryable ? (
            <Button variant="outline" onClick={props.onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      );
  }
}

function Footer({ view }: { view: DfsView }): React.ReactNode {
  if (view.kind !== 'won' || view.win.playHref === null) return null;
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline">
          <Trans>Later</Trans>
        </Button>
      </DialogClose>
      <Button asChild>
        <AppLink href={view.win.playHref}>
          <Trans>Play now</Trans>
        </AppLink>
      </Button>
    </>
  );
}

/**
 * The daily free spins modal (§4): loading, the claim or the wheel, the e-mail confirmation, the reasons
 * spins are not available, the win and a failed redeem. Everything it shows comes in through `view`.
 */
export function DailyFreeSpinsDialog(props: DailyFreeSpinsDialogProps) {
  const { t } = useLingui();
  const { open, onOpenChange, view } = props;
  const title = view.kind === 'won' ? t`Congratulations!` : t`Daily free spins`;
  const wheelBusy = view.kind === 'wheel' && view.spinning;
  // opened from a button of the lobby or by itself, never through a Trigger: give focus back on close
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        size="sm"
        footer={view.kind === 'won' && view.win.playHref !== null ? <Footer view={view} /> : undefined}
        data-view={view.kind}
        // a click outside must not hide a spin that is under way
        onInteractOutside={wheelBusy ? (event) => event.preventDefault() : undefined}
        {...returnFocus}
      >
        <Body {...props} />
      </DialogContent>
    </Dialog>
  );
}
