import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../catalogue/return-focus.ts';
import { Button } from '../components/button/Button.tsx';
import { Checkbox } from '../components/checkbox/Checkbox.tsx';
import { Countdown } from '../components/countdown/Countdown.tsx';
import { Dialog, DialogClose, DialogContent } from '../components/dialog/Dialog.tsx';
import { Spinner } from '../components/spinner/Spinner.tsx';
import { AppLink } from '../lib/link.tsx';
import { SpinWheel } from './SpinWheel.tsx';
import type { DfsCountdown, DfsView, DfsWin } from './types.ts';

/** The numbers the rules text fills in, already formatted (§9 defaults: 7 days, 30, $5). */
export interface DfsRuleValues {
  readonly lastXDays: number;
  readonly minimumDeposit: string;
  readonly balanceRule: string;
}

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

function NextSpins({ countdown }: { countdown: DfsCountdown | null }) {
  const { t } = useLingui();
  if (countdown === null) return null;
  return (
    <div className="flex justify-center rounded-lg bg-surface-sunken px-3 py-2">
      <Countdown parts={countdown} label={t`Next spins in`} format="short" size="sm" />
    </div>
  );
}

function Rules({ values }: { values: DfsRuleValues }) {
  const { lastXDays, minimumDeposit, balanceRule } = values;
  return (
    <p className="m-0 text-xs text-fg-muted">
      <Trans>
        Claim once a day. You need deposits of at least {minimumDeposit} in the last {lastXDays} days and a
        balance under {balanceRule}.
      </Trans>
    </p>
  );
}

function WinPanel({ win }: { win: DfsWin }) {
  const { spins, gameName } = win;
  // the button that was pressed is gone: the news takes the focus, so keyboard users stay in the dialog
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      data-slot="dfs-win"
      className="flex flex-col items-center gap-3 rounded-xl bg-surface-raised p-4 text-center focus:outline-none motion-safe:animate-dialog-in"
    >
      {win.gameImage ? (
        <img src={win.gameImage} alt="" className="aspect-square w-24 rounded-lg object-cover" />
      ) : null}
      <p className="m-0 font-display text-2xl font-bold text-fg">
        <Trans>You won {spins} free spins!</Trans>
      </p>
      {gameName ? (
        <p className="m-0 text-sm text-fg-muted">
          <Trans>Your spins are waiting in {gameName}.</Trans>
        </p>
      ) : null}
    </div>
  );
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
    case 'wheel': {
      const termsLabel = termsHref ? (
        <Trans>
          I accept the{' '}
          <AppLink href={termsHref} external target="_blank" rel="noopener">
            terms and conditions
          </AppLink>
        </Trans>
      ) : (
        <Trans>I accept the terms and conditions</Trans>
      );
      return (
        <div className="flex flex-col gap-4">
          <SpinWheel
            slices={view.slices}
            landIndex={view.landIndex}
            spinning={view.spinning}
            label={t`Prize wheel`}
            sliceLabel={(spins) => String(spins)}
          />
          <p role="status" className="m-0 text-center text-sm text-fg-muted">
            {view.spinning ? <Trans>The wheel is spinning…</Trans> : <Trans>Spin to win free spins.</Trans>}
          </p>
          <Checkbox
            label={termsLabel}
            checked={view.termsAccepted}
            disabled={view.spinning}
            onCheckedChange={(checked) => props.onTermsChange(checked === true)}
            error={view.termsError ? t`Please accept the terms and conditions to spin.` : undefined}
          />
          <Rules values={values} />
          <Button size="lg" block disabled={view.spinning} onClick={props.onSpin}>
            {view.spinning ? <Trans>Spinning…</Trans> : <Trans>Spin the wheel</Trans>}
          </Button>
        </div>
      );
    }
    case 'email': {
      const email = view.email;
      return (
        <div className="flex flex-col gap-4">
          <p className="m-0">
            <Trans>Confirm your e-mail address to unlock your daily free spins.</Trans>
          </p>
          {view.sent ? (
            <p role="status" className="m-0 rounded-lg bg-surface-sunken p-3">
              {email ? (
                <Trans>We sent a link to {email}. Click it and this window updates by itself.</Trans>
              ) : (
                <Trans>We sent you a link. Click it and this window updates by itself.</Trans>
              )}
            </p>
          ) : null}
          {view.sendError ? (
            <p role="alert" className="m-0 text-fg-danger">
              {view.sendError}
            </p>
          ) : null}
          <Button
            variant={view.sent ? 'outline' : 'primary'}
            block
            loading={view.sending}
            onClick={props.onSendEmail}
          >
            {view.sent ? <Trans>Send the e-mail again</Trans> : <Trans>Send e-mail</Trans>}
          </Button>
        </div>
      );
    }
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
