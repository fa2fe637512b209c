import { type DailyFreeSpins, type DfsData, dfsState } from '@lobby/domain';
import type { DfsView } from '@lobby/ui';
import type { ApiError } from '../../api/index.ts';

/** What the daily free spins flow shows, and the plain rules that choose it. */

/** Why a read or a redeem got no usable answer; the host turns it into a sentence. */
export type DfsProblem = 'network' | 'server' | 'malformed';

export function problemOf(error: ApiError): DfsProblem {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
      return 'network';
    case 'http':
      return 'server';
    case 'decode':
    case 'schema':
      return 'malformed';
  }
}

export interface DfsWinResult {
  readonly spins: number;
  readonly gameName: string | null;
  readonly gameImage: string | null;
  readonly shortcut: string | null;
}

/** What the flow is showing; the host maps it to the dialog's view and its texts. */
export type DfsFlowView =
  /** Loading, the claim button and the wheel are shown as the flow holds them. */
  | Extract<DfsView, { readonly kind: 'loading' | 'claim' | 'wheel' }>
  | { readonly kind: 'load-failed'; readonly problem: DfsProblem }
  | {
      readonly kind: 'email';
      readonly email: string | null;
      readonly sent: boolean;
      readonly sending: boolean;
      readonly sendFailed: boolean;
    }
  | { readonly kind: 'not-allowed'; readonly reason: string }
  | { readonly kind: 'won'; readonly win: DfsWinResult }
  | {
      readonly kind: 'redeem-failed';
      /** The server's responseMessage when it refused; null when no answer came. */
      readonly serverMessage: string | null;
      readonly problem: DfsProblem | null;
    };

export interface DfsFlowState {
  view: DfsFlowView;
  data: DailyFreeSpins | null;
  /** The casino's reason texts (translation file `dfs`), by reason. */
  reasonTexts: Record<string, string>;
}

/**
 * The first view for freshly read data: the wheel (when the casino's or the data's spin wheel is on and
 * there are slices) or the claim button, the e-mail confirmation, or the reason spins are not allowed.
 */
export function flowViewFor(data: DfsData | null, email: string | null, spinWheel: boolean): DfsFlowView {
  const s = dfsState(data);
  switch (s.kind) {
    case 'allowed': {
      const slices = (data?.slices ?? []).map((slice) => slice.spins);
      const wheel = (spinWheel || data?.spinWheel === true) && slices.length > 0;
      return wheel
        ? {
            kind: 'wheel',
            slices,
            termsAccepted: false,
            termsError: false,
            spinning: false,
            landIndex: null,
          }
        : { kind: 'claim', redeeming: false };
    }
    case 'email-not-clicked':
      return { kind: 'email', email, sent: false, sending: false, sendFailed: false };
    case 'not-allowed':
    case 'not-allowed-unknown':
      return { kind: 'not-allowed', reason: s.reason };
  }
}
