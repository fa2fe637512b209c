import type { DailyFreeSpins } from '@lobby/domain';
import {
  type DfsData,
  dfsState,
  EMAIL_CLICK_POLL_MS,
  markRedeemedToday,
  pickWheelSlice,
  serverClock,
  spinAttempt,
  WHEEL_ANIMATION_MS,
} from '@lobby/domain';
import { proxy } from 'valtio';
import type { Api, ApiError } from '../../api/index.ts';

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
  | { readonly kind: 'loading' }
  | { readonly kind: 'load-failed'; readonly problem: DfsProblem }
  | { readonly kind: 'claim'; readonly redeeming: boolean }
  | {
      readonly kind: 'wheel';
      readonly slices: readonly number[];
      readonly termsAccepted: boolean;
      readonly termsError: boolean;
      readonly spinning: boolean;
      readonly landIndex: number | null;
    }
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

/** What the wheel data cookie holds: the day and player it is for and the redeem state. */
export interface WheelCache {
  readonly day: string;
  readonly pid: string;
  readonly allowedToRedeem: boolean;
  readonly reasonNotAllowed: string | null;
}

export function readWheelCache(raw: unknown): WheelCache | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.day !== 'string' || typeof r.pid !== 'string') return null;
  return {
    day: r.day,
    pid: r.pid,
    allowedToRedeem: r.allowedToRedeem === true,
    reasonNotAllowed: typeof r.reasonNotAllowed === 'string' ? r.reasonNotAllowed : null,
  };
}

/** The server's calendar day (New York), e.g. `2026-11-21`: daily free spins reset at its midnight. */
export function serverDay(now: number): string {
  const c = serverClock(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

export interface DfsFlowDeps {
  readonly api: Pick<
    Api,
    | 'getDailyFreeSpins'
    | 'sendFreeSpinEmail'
    | 'checkEmailClicked'
    | 'redeemDailyFreeSpins'
    | 'redeemDailyFreeSpinsValidated'
    | 'getTranslations'
  >;
  readonly pid: string;
  readonly language: string;
  /** The casino's dfs_spinwheel; the data's DFSSPINWHEEL turns the wheel on too. */
  readonly spinWheel: boolean;
  readonly random: () => number;
  readonly reducedMotion: () => boolean;
  readonly now: () => number;
  readonly readCache: () => unknown;
  readonly writeCache: (cache: WheelCache) => void;
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
  const state = proxy<DfsFlowState>({ view: { kind: 'loading' }, data: null, reasonTexts: {} });
  let disposed = false;
  let busy = false;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let spinTimer: ReturnType<typeof setTimeout> | null = null;
  let endSpin: (() => void) | null = null;
  let loadToken = 0;

  const show = (view: DfsFlowView) => {
    if (!disposed) state.view = view;
  };

  const stopPoll = () => {
    if (pollTimer !== null) clearTimeout(pollTimer);
    pollTimer = null;
  };

  function viewFor(data: DfsData | null, email: string | null): DfsFlowView {
    const s = dfsState(data);
    switch (s.kind) {
      case 'allowed': {
        const slices = (data?.slices ?? []).map((slice) => slice.spins);
        const wheel = (deps.spinWheel || data?.spinWheel === true) && slices.length > 0;
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

  function cachedRedeemed(): boolean {
    const cache = readWheelCache(deps.readCache());
    return (
      cache !== null &&
      cache.pid === deps.pid &&
      cache.day === serverDay(deps.now()) &&
      cache.reasonNotAllowed === 'redeemed_today'
    );
  }

  function rememberRedeemed(): void {
    const data = state.data;
    const marked = data ? { ...data, ...markRedeemedToday(data) } : null;
    if (marked) state.data = marked;
    deps.writeCache({
      day: serverDay(deps.now()),
      pid: deps.pid,
      allowedToRedeem: false,
      reasonNotAllowed: 'redeemed_today',
    });
  }

  async function loadTexts(): Promise<void> {
    const texts = await deps.api.getTranslations(deps.language, 'dfs');
    if (texts.ok && !disposed) state.reasonTexts = { ...texts.value.entries };
  }

  async function load(): Promise<void> {
    const token = ++loadToken;
    stopPoll();
    show({ kind: 'loading' });
    const texts = loadTexts();
    // the wheel data cookie: a win today is remembered for this player without asking the server
    if (cachedRedeemed()) {
      await texts;
      if (token === loadToken) show({ kind: 'not-allowed', reason: 'redeemed_today' });
      return;
    }
    const [result] = await Promise.all([deps.api.getDailyFreeSpins(), texts]);
    if (disposed || token !== loadToken) return;
    if (!result.ok) {
      show({ kind: 'load-failed', problem: problemOf(result.error) });
      return;
    }
    state.data = result.value;
    show(viewFor(result.value, result.value.email));
  }

  function won(
    result: {
      freeSpins: number | null;
      gameName: string | null;
      gameImage: string | null;
      shortcut: string | null;
    },
    spins: number,
  ): void {
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
    if (busy || state.view.kind !== 'claim') return;
    busy = true;
    show({ kind: 'claim', redeeming: true });
    const result = await deps.api.redeemDailyFreeSpins();
    busy = false;
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
    const attempt = spinAttempt({ termsAccepted: view.termsAccepted, spinning: view.spinning || busy });
    if (attempt === 'busy') return;
    if (attempt === 'terms-not-accepted') {
      show({ ...view, termsError: true });
      return;
    }
    const slices = state.data?.slices ?? [];
    const index = pickWheelSlice(slices, deps.random);
    const slice = index === null ? undefined : slices[index];
    if (index === null || slice === undefined) {
      show({ kind: 'redeem-failed', serverMessage: null, problem: 'malformed' });
      return;
    }
    busy = true;
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
    busy = false;
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

  function schedulePoll(): void {
    stopPoll();
    if (disposed) return;
    pollTimer = setTimeout(() => {
      pollTimer = null;
      void (async () => {
        const clicked = await deps.api.checkEmailClicked();
        if (disposed) return;
        if (clicked.ok && clicked.value) await load();
        else schedulePoll();
      })();
    }, EMAIL_CLICK_POLL_MS);
  }

  async function sendEmail(): Promise<void> {
    const view = state.view;
    if (busy || view.kind !== 'email') return;
    busy = true;
    show({ ...view, sending: true, sendFailed: false });
    const result = await deps.api.sendFreeSpinEmail();
    busy = false;
    const sent = result.ok && result.value.success;
    show({ ...view, sent: view.sent || sent, sending: false, sendFailed: !sent });
    if (sent) schedulePoll();
  }

  async function retry(): Promise<void> {
    // after a redeem without an answer the data is read again: it tells whether the spins went through
    if (state.view.kind === 'load-failed' || state.view.kind === 'redeem-failed') await load();
  }

  function dispose(): void {
    disposed = true;
    stopPoll();
    if (spinTimer !== null) clearTimeout(spinTimer);
    // a spin under way still finishes, so a win is remembered even though the modal closed
    endSpin?.();
  }

  return { state, load, claim, spin, setTerms, sendEmail, retry, dispose };
}
