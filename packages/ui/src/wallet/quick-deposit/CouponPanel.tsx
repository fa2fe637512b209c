import { useLingui } from '@lingui/react/macro';
import { type CouponMessage, exhaustiveSwitchError, type QuickDepositCheck } from '@lobby/domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/button/Button.tsx';
import type { CouponFlow } from '../types.ts';
import { WalletNotice } from './parts.tsx';
import { useWalletWords } from './words.ts';

export type CouponPanelProps = {
  /** The coupon active for the player, if any. */
  activeCoupon: string | null;
  /** The promotions of the quick-deposit check that come with a coupon button. */
  promos: QuickDepositCheck['promos'];
  coupon: CouponFlow;
  onSelect: (code: string) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  onRetry: () => void;
};

/**
 * Coupons inside quick deposit (§4): the active coupon, a button per promotion, a confirmation before
 * anything is sent (naming the active coupon that will be cancelled first), and the §8 result wording.
 */
export function CouponPanel({
  activeCoupon,
  promos,
  coupon,
  onSelect,
  onConfirm,
  onDismiss,
  onRetry,
}: CouponPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const offered = promos.filter((promo) => promo.associatedCoupon.trim() !== '');
  const code = coupon.kind === 'confirm' || coupon.kind === 'working' ? coupon.code : null;
  const confirming = code !== null;
  // the confirmation replaces the button the player pressed: take focus along so it is not lost
  useEffect(() => {
    if (coupon.kind === 'confirm') confirmRef.current?.focus();
  }, [coupon.kind]);
  if (offered.length === 0 && activeCoupon === null) return null;

  return (
    <section
      data-slot="coupon-panel"
      data-state={coupon.kind}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-4"
    >
      <h3 id={headingId} className="m-0 font-display text-base font-bold">
        {t({ message: 'Bonus coupons', comment: 'Heading of the coupon list in quick deposit' })}
      </h3>
      {activeCoupon ? (
        <p className="m-0 text-sm text-fg-muted">
          {t`Active coupon:`}{' '}
          <span className="rounded-sm bg-surface-sunken px-1.5 py-0.5 font-mono font-semibold text-fg">
            {activeCoupon}
          </span>
        </p>
      ) : null}
      {code !== null ? (
        <fieldset
          aria-label={t`Confirm the coupon`}
          className="m-0 flex min-w-0 flex-col gap-3 rounded-lg border border-border-strong bg-surface-raised p-4"
        >
          <p className="m-0 font-semibold">{t`Redeem coupon ${code}?`}</p>
          {activeCoupon && activeCoupon !== code ? (
            <p className="m-0 text-fg-muted">{t`Your active coupon ${activeCoupon} will be cancelled first.`}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} size="sm" loading={coupon.kind === 'working'} onClick={onConfirm}>
              {t({ message: 'Redeem', comment: 'Confirms redeeming a coupon' })}
            </Button>
            <Button size="sm" variant="outline" disabled={coupon.kind === 'working'} onClick={onDismiss}>
              {t({ message: 'Not now', comment: 'Declines redeeming a coupon' })}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {coupon.kind === 'done' ? (
        <CouponResult message={coupon.message} onRetry={coupon.retry === null ? null : onRetry} />
      ) : null}
      {offered.length > 0 ? (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {offered.map((promo) => {
            const textId = `${headingId}-${promo.promotionId}`;
            const isActive = promo.associatedCoupon === activeCoupon;
            return (
              <li
                key={promo.promotionId || promo.associatedCoupon}
                className="flex items-center gap-3 rounded-lg border border-border p-3"
              >
                <div id={textId} className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{promo.text || promo.associatedCoupon}</span>
                  {promo.terms ? <span className="text-xs text-fg-muted">{promo.terms}</span> : null}
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={textId}
                  disabled={confirming || isActive}
                  onClick={() => onSelect(promo.associatedCoupon)}
                >
                  {isActive ? t`Active` : promo.buttonText || promo.associatedCoupon}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function CouponResult({ message, onRetry }: { message: CouponMessage; onRetry: (() => void) | null }) {
  const { t } = useLingui();
  const title = useWalletWords().coupon(message);
  switch (message.kind) {
    case 'redeemed':
      return <WalletNotice tone="success" title={title} />;
    case 'cancel-failed':
      return (
        <WalletNotice tone="danger" title={title}>
          {message.reason ? <p className="m-0">{message.reason}</p> : null}
        </WalletNotice>
      );
    case 'redeem-failed':
      return (
        <WalletNotice tone="danger" title={title}>
          {message.details ? <p className="m-0">{message.details}</p> : null}
        </WalletNotice>
      );
    case 'cancel-or-redeem-failed':
      return (
        <WalletNotice tone="danger" title={title}>
          <p className="m-0">{t`Check your connection and try again.`}</p>
          {onRetry ? (
            <div>
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t`Try again`}
              </Button>
            </div>
          ) : null}
        </WalletNotice>
      );
    default:
      return exhaustiveSwitchError(message);
  }
}
