import { CRYPTO_FALLBACK_COUNTDOWN_SECONDS } from '@lobby/domain';
import type { DepositResultView } from '@lobby/ui';
import type { DepositOutcome } from '../../api/index.ts';
import type { ApiResult } from '../../api/transport.ts';

/**
 * The view of a processor report: a refusal with a message is a card error, one without a message a plain
 * failure; a failed submission without any report (no frame) reads as unconfirmed, the safe side.
 *
 * @example
 * depositResultView(ok({ state: 'error', amount: 13, message: 'Declined' }), 13, 'bitcoin');
 * // { kind: 'card-error', message: 'Declined', crypto: { status: 'counting', secondsLeft: 9, alternative: 'bitcoin' } }
 */
export function depositResultView(
  result: ApiResult<DepositOutcome>,
  submitted: number,
  alternative: string | null,
): DepositResultView {
  if (!result.ok) return { kind: 'unconfirmed', amount: submitted };
  const { state, amount, message } = result.value;
  const shown = amount ?? submitted;
  if (state === 'success') return { kind: 'success', amount: shown };
  if (state === 'unconfirmed') return { kind: 'unconfirmed', amount: shown };
  const reason = message?.trim() ?? '';
  if (reason === '') return { kind: 'failed', alternative };
  return {
    kind: 'card-error',
    message: reason,
    crypto:
      alternative === null
        ? null
        : { status: 'counting', secondsLeft: CRYPTO_FALLBACK_COUNTDOWN_SECONDS, alternative },
  };
}
