import type { DailyFreeSpins } from '@lobby/domain';
import { DFS_REASONS, err, ok } from '@lobby/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from '../../../demo-casino/node.ts';
import { createApi } from '../../api/client.ts';
import { createDfsFlow, type DfsFlowDeps } from './dfs-flow.ts';
import { readWheelCache, serverDay, type WheelCache } from './wheel-cache.ts';

const { server, casino, env } = createDemoServer({ settings: { games: 60 } });
const api = createApi(env, { storage: () => null });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  casino.update({ profile: 'guest', faults: {}, casinoId: 4, dfs: 'auto' });
  casino.resetState();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setup(overrides: Partial<DfsFlowDeps> = {}) {
  let cookie: unknown = null;
  const writeCache = vi.fn((cache: WheelCache) => {
    cookie = cache;
  });
  const flow = createDfsFlow({
    api,
    pid: 'p-1',
    language: 'en',
    spinWheel: false,
    random: () => 0.5,
    reducedMotion: () => true,
    now: () => Date.now(),
    readCache: () => cookie,
    writeCache,
    ...overrides,
  });
  return { flow, writeCache, cookie: () => cookie };
}

const data = (over: Partial<DailyFreeSpins>): DailyFreeSpins => ({
  spinWheel: false,
  allowedToRedeem: false,
  reasonNotAllowed: null,
  emailClicked: null,
  lastXDays: 7,
  requiredMinimumDeposit: 30,
  slices: [],
  spinsRemaining: null,
  gameSlug: 'cash-bandits',
  cashierUrl: null,
  webplayUrl: null,
  successMessage: null,
  termsPage: null,
  casinoId: 4,
  validation: null,
  enabledSections: [],
  email: 'mia@example.com',
  ...over,
});

describe('daily free spins flow', () => {
  it('shows each not-allowed reason the casino gives, with its translated text loaded', async () => {
    casino.login('vip');
    for (const reason of DFS_REASONS) {
      casino.update({ dfs: reason });
      const { flow } = setup();
      await flow.load();
      expect(flow.state.view).toEqual({ kind: 'not-allowed', reason });
      expect(flow.state.reasonTexts[reason]).toBeTruthy();
    }
  });

  it('claims with exactly one request however often the button is pressed', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14 });
    const redeem = vi.spyOn(api, 'redeemDailyFreeSpins');
    const { flow, cookie } = setup();
    await flow.load();
    expect(flow.state.view).toEqual({ kind: 'claim', redeeming: false });
    await Promise.all([flow.claim(), flow.claim(), flow.claim()]);
    expect(redeem).toHaveBeenCalledTimes(1);
    redeem.mockRestore();
    expect(flow.state.view).toMatchObject({ kind: 'won', win: { spins: 10 } });
    expect(readWheelCache(cookie())).toMatchObject({ reasonNotAllowed: 'redeemed_today', pid: 'p-1' });
  });

  it('asks for the terms before the wheel turns, then redeems the slice it landed on', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14 });
    const { flow, writeCache } = setup({ spinWheel: true, random: () => 0.99 });
    await flow.load();
    expect(flow.state.view).toMatchObject({ kind: 'wheel', slices: [5, 10, 15, 20, 25, 50] });
    await flow.spin();
    expect(flow.state.view).toMatchObject({ kind: 'wheel', termsError: true, spinning: false });
    flow.setTerms(true);
    expect(flow.state.view).toMatchObject({ termsAccepted: true, termsError: false });
    await flow.spin();
    // the casino drew the prize: the wheel lands on it, whatever the lobby's own chance says
    const drawn = flow.state.data?.validation?.spins;
    expect(drawn).toBeGreaterThan(0);
    expect(flow.state.view).toMatchObject({ kind: 'won', win: { spins: drawn } });
    expect(writeCache).toHaveBeenCalledTimes(1);
    expect(flow.state.data?.reasonNotAllowed).toBe('redeemed_today');
  });

  it('shows the redeem-failed text with the casino’s reason when the spins sent were forged', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14 });
    const honest = await api.getDailyFreeSpins();
    if (!honest.ok || !honest.value.validation) throw new Error('no free spins data');
    const forged = honest.value.validation.spins === 50 ? 5 : 50;
    // as if the answer had been tampered with on its way, so the lobby sends a prize the casino did not draw
    const tampered = { ...honest.value, validation: { ...honest.value.validation, spins: forged } };
    const stub = { ...api, getDailyFreeSpins: vi.fn(async () => ok(tampered)) };
    const { flow, writeCache } = setup({ api: stub, spinWheel: true });
    await flow.load();
    flow.setTerms(true);
    await flow.spin();
    expect(flow.state.view).toEqual({
      kind: 'redeem-failed',
      serverMessage: 'The spin result could not be validated.',
      problem: null,
    });
    expect(writeCache).not.toHaveBeenCalled();
  });

  it('keeps the spin button busy for the 8-second turn and sends one redeem', async () => {
    vi.useFakeTimers();
    const redeem = vi.fn(async () =>
      ok({
        success: true,
        gameName: 'Cash Bandits',
        gameImage: null,
        shortcut: 'cash-bandits',
        freeSpins: 15,
        responseMessage: null,
      }),
    );
    const slices = [5, 10, 15].map((spins) => ({ spins, probability: 1 }));
    const stub = {
      ...api,
      getTranslations: vi.fn(async () => ok({ language: 'EN', entries: {} })),
      getDailyFreeSpins: vi.fn(async () => ok(data({ allowedToRedeem: true, slices, spinWheel: true }))),
      redeemDailyFreeSpins: redeem,
    };
    const { flow } = setup({ api: stub, reducedMotion: () => false, random: () => 0.5 });
    await flow.load();
    flow.setTerms(true);
    const spun = flow.spin();
    void flow.spin();
    expect(flow.state.view).toMatchObject({ kind: 'wheel', spinning: true, landIndex: 1 });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(flow.state.view).toMatchObject({ kind: 'wheel', spinning: true });
    await vi.advanceTimersByTimeAsync(1);
    await spun;
    expect(flow.state.view).toMatchObject({ kind: 'won', win: { spins: 15, shortcut: 'cash-bandits' } });
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('shows the cached redeemed state of today without asking the server', async () => {
    const get = vi.fn(async () => ok(data({ allowedToRedeem: true })));
    const today: WheelCache = {
      day: serverDay(Date.now()),
      pid: 'p-1',
      allowedToRedeem: false,
      reasonNotAllowed: 'redeemed_today',
    };
    const stub = { ...api, getDailyFreeSpins: get };
    const { flow } = setup({ api: stub, readCache: () => today });
    await flow.load();
    expect(flow.state.view).toEqual({ kind: 'not-allowed', reason: 'redeemed_today' });
    expect(get).not.toHaveBeenCalled();
    // another day or another player: the server decides again
    const { flow: tomorrow } = setup({ api: stub, readCache: () => ({ ...today, day: '2000-01-01' }) });
    await tomorrow.load();
    expect(tomorrow.state.view).toEqual({ kind: 'claim', redeeming: false });
    const { flow: other } = setup({ api: stub, readCache: () => ({ ...today, pid: 'p-2' }) });
    await other.load();
    expect(other.state.view.kind).toBe('claim');
  });

  it('shows the server message when the redeem is refused', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14 });
    const { flow, writeCache } = setup();
    await flow.load();
    casino.update({ dfs: 'active_coupon' });
    await flow.claim();
    expect(flow.state.view).toEqual({
      kind: 'redeem-failed',
      serverMessage: 'Not allowed: active_coupon',
      problem: null,
    });
    expect(writeCache).not.toHaveBeenCalled();
  });

  it('ends a redeem without an answer in a retry that reads the data again', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14, faults: { redeemDfs: 'network' } });
    const { flow } = setup();
    await flow.load();
    await flow.claim();
    expect(flow.state.view).toEqual({ kind: 'redeem-failed', serverMessage: null, problem: 'network' });
    casino.update({ faults: {} });
    await flow.retry();
    expect(flow.state.view).toEqual({ kind: 'claim', redeeming: false });
  });

  it('reports a malformed answer as such and loads on retry', async () => {
    casino.login('vip');
    casino.update({ dfs: 'allowed', casinoId: 14, faults: { dailyfreespins: 'schema' } });
    const { flow } = setup();
    await flow.load();
    expect(flow.state.view).toEqual({ kind: 'load-failed', problem: 'malformed' });
    casino.update({ faults: {} });
    await flow.retry();
    expect(flow.state.view.kind).toBe('claim');
  });

  it('sends the e-mail, then polls every 60 s until the link is clicked, and stops on close', async () => {
    vi.useFakeTimers();
    const clicks = [false, false, true];
    const check = vi.fn(async () => ok(clicks.shift() ?? true));
    const send = vi.fn(async () => ok({ success: true, message: 'sent' }));
    let clicked = false;
    const get = vi.fn(async () =>
      ok(
        clicked
          ? data({ allowedToRedeem: true })
          : data({ reasonNotAllowed: 'email_not_clicked', emailClicked: false }),
      ),
    );
    const stub = {
      ...api,
      getTranslations: vi.fn(async () =>
        err({ kind: 'http' as const, call: 'translations' as const, status: 404 }),
      ),
      getDailyFreeSpins: get,
      sendFreeSpinEmail: send,
      checkEmailClicked: check,
    };
    const { flow } = setup({ api: stub });
    await flow.load();
    expect(flow.state.view).toMatchObject({ kind: 'email', email: 'mia@example.com', sent: false });
    await Promise.all([flow.sendEmail(), flow.sendEmail()]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(flow.state.view).toMatchObject({ kind: 'email', sent: true, sending: false });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    clicked = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(flow.state.view).toEqual({ kind: 'claim', redeeming: false });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(check).toHaveBeenCalledTimes(3);

    // closing the modal stops a poll under way
    clicked = false;
    const { flow: closed } = setup({ api: stub });
    await closed.load();
    await closed.sendEmail();
    closed.dispose();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('rejects damaged wheel cookies', () => {
    expect(readWheelCache(null)).toBeNull();
    expect(readWheelCache('x')).toBeNull();
    expect(readWheelCache({ day: 1, pid: 'a' })).toBeNull();
    expect(readWheelCache({ day: '2026-11-21', pid: 'a', reasonNotAllowed: 5 })).toEqual({
      day: '2026-11-21',
      pid: 'a',
      allowedToRedeem: false,
      reasonNotAllowed: null,
    });
  });
});
