import { describe, expect, it } from 'vitest';
import { type DfsAnswer, dfsDashboardLink, dfsOffer, dfsPopupDue, effectiveDfsFlags } from './dfs-offer.ts';

const casino = { dfs: true, dfsPopup: true, dfsSpinwheel: false, funMoneyCasino: false };
const answered = (dfs: boolean, dfsPopup: boolean, dfsSpinwheel: boolean): DfsAnswer => ({
  kind: 'answered',
  flags: { dfs, dfsPopup, dfsSpinwheel },
});
const pending: DfsAnswer = { kind: 'pending' };
const failed: DfsAnswer = { kind: 'failed' };

describe('the daily free spins flags that count', () => {
  it("are the player's ?DFS answer once it arrived, whatever the config says", () => {
    expect(effectiveDfsFlags(casino, answered(false, false, true))).toEqual({
      dfs: false,
      dfsPopup: false,
      dfsSpinwheel: true,
    });
    expect(effectiveDfsFlags(null, answered(true, false, false))).toEqual({
      dfs: true,
      dfsPopup: false,
      dfsSpinwheel: false,
    });
  });

  it("are the config's flags while the answer is on its way or when it failed", () => {
    const fromConfig = { dfs: true, dfsPopup: true, dfsSpinwheel: false };
    expect(effectiveDfsFlags(casino, pending)).toEqual(fromConfig);
    expect(effectiveDfsFlags(casino, failed)).toEqual(fromConfig);
    expect(effectiveDfsFlags(null, failed)).toBeNull();
  });
});

describe('how the daily free spins are offered', () => {
  it('offers the entry, the popup and the wheel by the answer to players, nothing to guests', () => {
    expect(dfsOffer(casino, answered(true, true, true), true)).toEqual({
      entry: true,
      popup: true,
      spinWheel: true,
    });
    expect(dfsOffer(casino, answered(true, true, true), false)).toEqual({
      entry: false,
      popup: false,
      spinWheel: false,
    });
    expect(dfsOffer(null, answered(true, true, true), true)).toEqual({
      entry: false,
      popup: false,
      spinWheel: false,
    });
  });

  it('offers nothing when the answer turns dfs off, though the config has it on', () => {
    expect(dfsOffer(casino, answered(false, true, true), true)).toEqual({
      entry: false,
      popup: false,
      spinWheel: false,
    });
  });

  it('turns the popup on when the answer asks for it, though the config does not', () => {
    const quiet = { ...casino, dfsPopup: false };
    expect(dfsOffer(quiet, answered(true, true, false), true).popup).toBe(true);
    expect(dfsOffer(quiet, answered(true, false, false), true).popup).toBe(false);
  });

  it('holds the popup back until the answer arrived or failed, the entry shows by the config meanwhile', () => {
    expect(dfsOffer(casino, pending, true)).toEqual({ entry: true, popup: false, spinWheel: false });
    expect(dfsOffer(casino, failed, true)).toEqual({ entry: true, popup: true, spinWheel: false });
  });

  it('keeps the entry away from fun-money casinos', () => {
    expect(dfsOffer({ ...casino, funMoneyCasino: true }, answered(true, true, false), true)).toEqual({
      entry: false,
      popup: true,
      spinWheel: false,
    });
  });

  it('opens the popup by itself once a server day', () => {
    expect(dfsPopupDue(null, '2026-11-20')).toBe(true);
    expect(dfsPopupDue('2026-11-19', '2026-11-20')).toBe(true);
    expect(dfsPopupDue('2026-11-20', '2026-11-20')).toBe(false);
  });
});

describe('the link to the dashboard page of the daily free spins', () => {
  it('leads a player of a casino with daily free spins to the dashboard page', () => {
    expect(dfsDashboardLink(casino, answered(true, false, false), true)).toBe(
      '/dashboard/loyalty/dailyfreespins',
    );
    // before the player's answer, the config's flags count
    expect(dfsDashboardLink(casino, pending, true)).toBe('/dashboard/loyalty/dailyfreespins');
  });

  it('is missing for a guest, a player without daily free spins, a fun-money casino or no config yet', () => {
    expect(dfsDashboardLink(casino, pending, false)).toBeNull();
    expect(dfsDashboardLink(casino, answered(false, true, true), true)).toBeNull();
    expect(dfsDashboardLink({ ...casino, funMoneyCasino: true }, failed, true)).toBeNull();
    expect(dfsDashboardLink(null, pending, true)).toBeNull();
  });
});
