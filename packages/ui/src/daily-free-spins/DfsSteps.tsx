/** The two steps of the daily free spins dialog that take input: the prize wheel and the e-mail confirmation. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/button/Button.tsx';
import { Checkbox } from '../components/checkbox/Checkbox.tsx';
import { AppLink } from '../lib/link.tsx';
import { Rules } from './DfsParts.tsx';
import { SpinWheel } from './SpinWheel.tsx';
import type { DfsRuleValues, DfsView } from './types.ts';

/** The wheel, its terms checkbox and the spin button. */
export function WheelStep({
  view,
  values,
  termsHref,
  onTermsChange,
  onSpin,
}: {
  view: Extract<DfsView, { kind: 'wheel' }>;
  values: DfsRuleValues;
  termsHref: string | null;
  onTermsChange: (accepted: boolean) => void;
  onSpin: () => void;
}) {
  const { t } = useLingui();
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
        onCheckedChange={(checked) => onTermsChange(checked === true)}
        error={view.termsError ? t`Please accept the terms and conditions to spin.` : undefined}
      />
      <Rules values={values} />
      <Button size="lg" block disabled={view.spinning} onClick={onSpin}>
        {view.spinning ? <Trans>Spinning…</Trans> : <Trans>Spin the wheel</Trans>}
      </Button>
    </div>
  );
}

/** Asks for the e-mail confirmation and sends the link (again). */
export function EmailStep({
  view,
  onSendEmail,
}: {
  view: Extract<DfsView, { kind: 'email' }>;
  onSendEmail: () => void;
}) {
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
      <Button variant={view.sent ? 'outline' : 'primary'} block loading={view.sending} onClick={onSendEmail}>
        {view.sent ? <Trans>Send the e-mail again</Trans> : <Trans>Send e-mail</Trans>}
      </Button>
    </div>
  );
}
