import { markRedeemedToday, spinAttempt, WHEEL_ANIMATION_MS, wheelLanding } from '@lobby/domain';
import type { Api } from '../../api/index.ts';
import type { DfsRun } from './dfs-run.ts';
import { problemOf } from './dfs-view.ts';
import { redeemedTodayCache, type WheelCache } from './wheel-cache.ts';

export interface DfsRedeemDeps {
  readonly api: Pick<Api, 'redeemDailyFreeSpins' | 'redeemDailyFreeSpinsValidated'>;
  readonly pid: string;
  readonly random: () => number;
  readonly reducedMotion: () => boolean;
  readonly now: () => number;
  readonly writeCache: (cache: WheelCache) => void;
}

interface RedeemAnswer {
  freeSpins: number | null;
  gameName: string | null;
  gameImage: string | null;
  shortcut: string | null;
}

/**
 * The redeeming steps of the daily free spins flow (§4): the claim button, or the wheel with its terms
 * and one spin, each sending exactly one redeem request; a win is remembered for the rest of the day.
 */
export function createDfsRedeem(run: DfsRun, deps: DfsRedeemDeps) {
  const { state, show } = run;
  let spinTimer: ReturnType<typeof setTimeout> | null = null;
  let endSpin: (() => void) | null = null;

  function rememberRedeemed(): void {
    const data = state.data;
    const marked = data ? { ...data, ...markRedeemedToday(data) } : null;
    if (marked) state.data = marked;
    deps.writeCache(redeemedTodayCache(deps.pid, deps.now()));
  }

  function won(result: RedeemAnswer, spins: number): void {
    rememberRedeemed();
    show({
      kind: 'won',
      win: {
        spins: result.freeSpins ?? spins,
        gameName: result.gameName,
        gameImage: result.gameImage,
        shortcut: result.shortcut ?? state.data?.gameSlug ?? null,
      },
    });
  }

  async function claim(): Promise<void> {
    if (run.busy || state.view.kind !== 'claim') return;
    run.busy = true;
    show({ kind: 'claim', redeeming: true });
    const result = await deps.api.redeemDailyFreeSpins();
    run.busy = false;
    if (!result.ok) {
      show({ kind: 'redeem-failed', serverMessage: null, problem: problemOf(result.error) });
      return;
    }
    if (result.value.success) won(result.value, 0);
    else show({ kind: 'redeem-failed', serverMessage: result.value.responseMessage, problem: null });
  }

  async function spin(): Promise<void> {
    const view = state.view;
    if (view.kind !== 'wheel') return;
    const attempt = spinAttempt({ termsAccepted: view.termsAccepted, spinning: view.spinning || run.busy });
    if (attempt === 'busy') return;
    if (attempt === 'terms-not-accepted') {
      show({ ...view, termsError: true });
      return;
    }
    const slices = state.data?.slices ?? [];
    // the platform's own draw, when it made one, decides the prize; the wheel only shows it
    const index = wheelLanding(slices, state.data?.validation?.spins ?? null, deps.random);
    const slice = index === null ? undefined : slices[index];
    if (index === null || slice === undefined) {
      show({ kind: 'redeem-failed', serverMessage: null, problem: 'malformed' });
      return;
    }
    run.busy = true;
    show({ ...view, termsError: false, spinning: true, landIndex: index });
    const turned = new Promise<void>((resolve) => {
      endSpin = resolve;
      spinTimer = setTimeout(resolve, deps.reducedMotion() ? 0 : WHEEL_ANIMATION_MS);
    });
    const validation = state.data?.validation ?? null;
    const request = validation
      ? deps.api.redeemDailyFreeSpinsValidated({ ...validation, spins: slice.spins, wspins: slice.spins })
      : deps.api.redeemDailyFreeSpins();
    const [result] = await Promise.all([request, turned]);
    spinTimer = null;
    endSpin = null;
    run.busy = false;
    if (!result.ok) {
      show({ kind: 'redeem-failed', serverMessage: null, problem: problemOf(result.error) });
      return;
    }
    if (result.value.success) won(result.value, slice.spins);
    else show({ kind: 'redeem-failed', serverMessage: result.value.responseMessage, problem: null });
  }

  function setTerms(accepted: boolean): void {
    const view = state.view;
    if (view.kind !== 'wheel' || view.spinning) return;
    show({ ...view, termsAccepted: accepted, termsError: view.termsError && !accepted });
  }

  /** Stops the wheel timer; a spin under way still finishes, so a win is remembered after the modal closed. */
  function stop(): void {
    if (spinTimer !== null) clearTimeout(spinTimer);
    endSpin?.();
  }

  return { claim, spin, setTerms, stop };
}
