import type { Api } from '../../api/index.ts';
import { createDfsEmail, type DfsEmailDeps } from './dfs-email.ts';
import { createDfsRedeem, type DfsRedeemDeps } from './dfs-redeem.ts';
import { createDfsRun } from './dfs-run.ts';
import { type DfsFlowState, flowViewFor, problemOf } from './dfs-view.ts';
import { redeemedTodayIn } from './wheel-cache.ts';

export interface DfsFlowDeps extends DfsRedeemDeps, DfsEmailDeps {
  readonly api: Pick<
    Api,
    | 'getDailyFreeSpins'
    | 'sendFreeSpinEmail'
    | 'checkEmailClicked'
    | 'redeemDailyFreeSpins'
    | 'redeemDailyFreeSpinsValidated'
    | 'getTranslations'
  >;
  readonly language: string;
  /**
   * The effective dfs_spinwheel (the player's ?DFS answer, else the config's); the data's DFSSPINWHEEL turns
   * the wheel on too.
   */
  readonly spinWheel: boolean;
  readonly readCache: () => unknown;
}

export interface DfsFlow {
  readonly state: DfsFlowState;
  load(): Promise<void>;
  claim(): Promise<void>;
  spin(): Promise<void>;
  setTerms(accepted: boolean): void;
  sendEmail(): Promise<void>;
  retry(): Promise<void>;
  /** Stops the e-mail poll and the wheel timer; late answers no longer change the view. */
  dispose(): void;
}

/**
 * The daily free spins modal's logic (§4): load the data (or the cached redeemed state of today), claim or
 * spin with exactly one redeem request, send the confirmation e-mail and poll every 60 s until it is
 * clicked.
 */
export function createDfsFlow(deps: DfsFlowDeps): DfsFlow {
  const run = createDfsRun();
  const { state, show } = run;
  const redeem = createDfsRedeem(run, deps);
  const email = createDfsEmail(run, deps, load);
  let loadToken = 0;

  async function loadTexts(): Promise<void> {
    const texts = await deps.api.getTranslations(deps.language, 'dfs');
    if (texts.ok && !run.disposed) state.reasonTexts = { ...texts.value.entries };
  }

  async function load(): Promise<void> {
    const token = ++loadToken;
    email.stopPoll();
    show({ kind: 'loading' });
    const texts = loadTexts();
    // the wheel data cookie: a win today is remembered for this player without asking the server
    if (redeemedTodayIn(deps.readCache(), deps.pid, deps.now)) {
      await texts;
      if (token === loadToken) show({ kind: 'not-allowed', reason: 'redeemed_today' });
      return;
    }
    const [result] = await Promise.all([deps.api.getDailyFreeSpins(), texts]);
    if (run.disposed || token !== loadToken) return;
    if (!result.ok) {
      show({ kind: 'load-failed', problem: problemOf(result.error) });
      return;
    }
    state.data = result.value;
    show(flowViewFor(result.value, result.value.email, deps.spinWheel));
  }

  async function retry(): Promise<void> {
    // after a redeem without an answer the data is read again: it tells whether the spins went through
    if (state.view.kind === 'load-failed' || state.view.kind === 'redeem-failed') await load();
  }

  function dispose(): void {
    run.disposed = true;
    email.stopPoll();
    redeem.stop();
  }

  return {
    state,
    load,
    claim: redeem.claim,
    spin: redeem.spin,
    setTerms: redeem.setTerms,
    sendEmail: email.sendEmail,
    retry,
    dispose,
  };
}
