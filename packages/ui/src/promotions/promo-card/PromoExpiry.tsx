import { useLingui } from '@lingui/react/macro';
import { countdownParts, type PromoSchedule, promoExpiryTarget } from '@lobby/domain';
import { useState } from 'react';
import { Countdown } from '../../components/countdown/Countdown.tsx';
import { useCountdownEndHandler } from '../../components/countdown/countdown-end.ts';
import { useSecondTick } from '../../components/countdown/second-tick.ts';

export interface PromoExpiryProps {
  schedule: PromoSchedule | null;
  /** The clock; the real one by default (stories pass a fixed instant). */
  now?: () => number;
  /** The promotion's title, for the words read out when it expires. */
  subject?: string;
  className?: string;
}

const systemClock = () => Date.now();

/**
 * 'Expires in' and the time left, by the promo's schedule kind (§4 promo expiry). Only this small leaf
 * re-renders every second; nothing shows when the schedule asks for no countdown.
 */
export function PromoExpiry({ schedule, now = systemClock, className, subject }: PromoExpiryProps) {
  const { t } = useLingui();
  const ended = useCountdownEndHandler();
  // ticks while there is time left, as the last reading found it
  const [ticking, setTicking] = useState(true);
  const instant = useSecondTick(now, ticking);
  const target = promoExpiryTarget(schedule, instant);
  const counting = target !== null && target > instant;
  if (counting !== ticking) setTicking(counting);
  if (target === null) return null;
  const parts = countdownParts(target, instant);
  return (
    <Countdown
      data-slot="promo-expiry"
      data-repeat={schedule?.repeat ?? undefined}
      className={className}
      size="sm"
      format="auto"
      label={t`Expires in`}
      parts={parts}
      onEnd={() => ended?.({ kind: 'promo-expiry', subject })}
    />
  );
}
