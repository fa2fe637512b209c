import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DFS_REASONS,
  dfsResetAt,
  dfsState,
  dfsTextValues,
  markRedeemedToday,
  parseDfsData,
  parseDfsRedeemResult,
  pickWheelSlice,
  spinAttempt,
  wheelLanding,
} from './daily-free-spins.ts';
import { mulberry32 } from './testing/catalogue-generator.ts';

describe('daily free spins data', () => {
  it('reads the fields, with the backend spelling of the minimum deposit', () => {
    const data = parseDfsData({
      DFSSPINWHEEL: '1',
      allowed_to_redeem: 1,
      reason_not_allowed_to_redeem: '',
      last_x_days: '5',
      required_mininum_deposit: '25',
      slices: [
        { no_of_spins: '10', probability: '60' },
        { no_of_spins: 50, probability: -1 },
        { probability: 5 },
      ],
      spins_remaining: 3,
      game_slug: 'cash-bandits',
      email: 'a@b.example',
      cashierURL: '/cashier/',
      webplayURL: '/play/',
      successmsg: 'Yay',
      terms_page: '/terms',
      casino_id: '4',
    });
    expect(data).toEqual({
      spinWheel: true,
      allowedToRedeem: true,
      reasonNotAllowed: null,
      emailClicked: null,
      lastXDays: 5,
      requiredMinimumDeposit: 25,
      slices: [
        { spins: 10, probability: 60 },
        { spins: 50, probability: 0 },
      ],
      spinsRemaining: 3,
      gameSlug: 'cash-bandits',
      cashierUrl: '/cashier/',
      webplayUrl: '/play/',
      successMessage: 'Yay',
      termsPage: '/terms',
      casinoId: 4,
    });
  });

  it('drops links of the answer that the classifier refuses', () => {
    const data = parseDfsData({
      cashierURL: 'javascript:alert(1)',
      webplayURL: 'data:text/html,x',
      terms_page: 'https:evil.example',
    });
    expect([data?.cashierUrl, data?.webplayUrl, data?.termsPage]).toEqual([null, null, null]);
  });

  it.each([
    [true, true],
    [0, false],
    ['clicked', true],
    ['0', false],
    ['pending', false],
    ['', null],
    ['someone@example.com', null],
  ])('reads the e-mail click flag %j as %j', (email_clicked, expected) => {
    expect(parseDfsData({ email_clicked }).emailClicked).toBe(expected);
  });
});

describe('daily free spins state', () => {
  it('is allowed when the data allows it', () => {
    expect(dfsState(parseDfsData({ allowed_to_redeem: '1' }))).toEqual({ kind: 'allowed' });
  });

  it('waits for the e-mail click', () => {
    expect(dfsState(parseDfsData({ allowed_to_redeem: 1, email_clicked: 0 }))).toEqual({
      kind: 'email-not-clicked',
    });
    expect(
      dfsState(parseDfsData({ allowed_to_redeem: 0, reason_not_allowed_to_redeem: 'email_not_clicked' })),
    ).toEqual({ kind: 'email-not-clicked' });
  });

  it.each(DFS_REASONS)('is not allowed for the reason %s', (reason) => {
    expect(
      dfsState(parseDfsData({ allowed_to_redeem: 0, reason_not_allowed_to_redeem: reason.toUpperCase() })),
    ).toEqual({ kind: 'not-allowed', reason });
  });

  it('lets a known reason win over an allowed flag', () => {
    expect(
      dfsState(
        parseDfsData({
          allowed_to_redeem: 1,
          reason_not_allowed_to_redeem: 'active_coupon',
          email_clicked: 0,
        }),
      ),
    ).toEqual({ kind: 'not-allowed', reason: 'active_coupon' });
  });

  it('has no data without data, and keeps an unknown reason', () => {
    expect(dfsState(null)).toEqual({ kind: 'not-allowed', reason: 'no_dfs_data' });
    expect(dfsState(parseDfsData({}))).toEqual({ kind: 'not-allowed', reason: 'no_dfs_data' });
    expect(dfsState(parseDfsData({ reason_not_allowed_to_redeem: 'vip_only' }))).toEqual({
      kind: 'not-allowed-unknown',
      reason: 'vip_only',
    });
  });

  it('is redeemed_today in the cached data after a win', () => {
    const data = parseDfsData({ allowed_to_redeem: 1 });
    const after = markRedeemedToday(data);
    expect(dfsState(after)).toEqual({ kind: 'not-allowed', reason: 'redeemed_today' });
    expect(data.allowedToRedeem).toBe(true);
  });
});

describe('spin wheel', () => {
  const slices = [
    { spins: 5, probability: 70 },
    { spins: 0, probability: 0 },
    { spins: 50, probability: 30 },
  ];

  it('picks slices by weight', () => {
    expect(pickWheelSlice(slices, () => 0)).toBe(0);
    expect(pickWheelSlice(slices, () => 0.6999)).toBe(0);
    expect(pickWheelSlice(slices, () => 0.7)).toBe(2);
    expect(pickWheelSlice(slices, () => 0.9999)).toBe(2);
  });

  it('never picks a slice without weight, even for a source that returns 1', () => {
    expect(pickWheelSlice(slices, () => 1)).toBe(2);
    expect(
      pickWheelSlice(
        [
          { spins: 1, probability: 1 },
          { spins: 2, probability: 0 },
        ],
        () => 1,
      ),
    ).toBe(0);
  });

  it('gives nothing when no slice has weight', () => {
    expect(pickWheelSlice([], () => 0.5)).toBeNull();
    expect(pickWheelSlice([{ spins: 5, probability: 0 }], () => 0.5)).toBeNull();
  });

  it('lands near the weights over many spins', () => {
    const random = mulberry32(99);
    const counts = [0, 0, 0];
    for (let i = 0; i < 10_000; i++) {
      const index = pickWheelSlice(slices, random);
      if (index !== null) counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect(Math.abs((counts[0] ?? 0) / 10_000 - 0.7)).toBeLessThan(0.02);
  });

  it('always picks a slice with weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ spins: fc.nat(100), probability: fc.integer({ min: -5, max: 100 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (list, r) => {
          const index = pickWheelSlice(list, () => r);
          if (list.every((s) => s.probability <= 0)) expect(index).toBeNull();
          else expect(list[index ?? -1]?.probability ?? 0).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('needs the terms box, and ignores presses while spinning', () => {
    expect(spinAttempt({ termsAccepted: false, spinning: false })).toBe('terms-not-accepted');
    expect(spinAttempt({ termsAccepted: true, spinning: false })).toBe('spin');
    expect(spinAttempt({ termsAccepted: true, spinning: true })).toBe('busy');
  });
});

describe('daily free spins texts and reset', () => {
  it('defaults to 7 days, 30 minimum deposit and the $5 rule', () => {
    expect(dfsTextValues(null)).toEqual({ lastXDays: 7, minimumDeposit: 30, balanceRule: 5 });
    expect(dfsTextValues({ lastXDays: 0, requiredMinimumDeposit: null })).toEqual({
      lastXDays: 7,
      minimumDeposit: 30,
      balanceRule: 5,
    });
    expect(dfsTextValues({ lastXDays: 3, requiredMinimumDeposit: 50 })).toEqual({
      lastXDays: 3,
      minimumDeposit: 50,
      balanceRule: 5,
    });
  });

  it('resets at midnight New York time', () => {
    expect(dfsResetAt(Date.parse('2024-07-01T03:59:59Z'))).toBe(Date.parse('2024-07-01T04:00:00Z'));
    expect(dfsResetAt(Date.parse('2024-07-01T04:00:00Z'))).toBe(Date.parse('2024-07-02T04:00:00Z'));
    expect(dfsResetAt(Date.parse('2024-12-01T12:00:00Z'))).toBe(Date.parse('2024-12-02T05:00:00Z'));
  });

  it('reads a redeem answer', () => {
    expect(
      parseDfsRedeemResult({
        success: 'true',
        gamename: 'Cash',
        gameimage: 'c.png',
        shortcut: 'cash',
        freespins: '10',
        responseMessage: '',
      }),
    ).toEqual({
      success: true,
      gameName: 'Cash',
      gameImage: 'c.png',
      shortcut: 'cash',
      freeSpins: 10,
      responseMessage: null,
    });
  });
});

describe('daily free spins details that mutation testing showed untested', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    [1, true],
    [2, false],
    [false, false],
    ['false', false],
    ['no', false],
    ['not_clicked', false],
    [null, null],
  ])('reads the e-mail click value %j as %j', (email_clicked, expected) => {
    expect(parseDfsData({ email_clicked }).emailClicked).toBe(expected);
  });

  it('waits for the e-mail click for each e-mail reason', () => {
    for (const reason of ['email_click', 'email']) {
      expect(dfsState(parseDfsData({ reason_not_allowed_to_redeem: reason }))).toEqual({
        kind: 'email-not-clicked',
      });
    }
  });

  it('ignores a casino id that is not a whole number', () => {
    expect(parseDfsData({ casino_id: '4.5' }).casinoId).toBeNull();
    expect(parseDfsData({}).casinoId).toBeNull();
  });

  it('walks past earlier slices by subtracting their weight', () => {
    const four = [
      { spins: 1, probability: 50 },
      { spins: 2, probability: 0 },
      { spins: 3, probability: 30 },
      { spins: 4, probability: 20 },
    ];
    expect(pickWheelSlice(four, () => 0.6)).toBe(2);
    expect(pickWheelSlice(four, () => 0.85)).toBe(3);
  });

  it('marks the cached data itself as no longer allowed', () => {
    expect(markRedeemedToday(parseDfsData({ allowed_to_redeem: 1 }))).toMatchObject({
      allowedToRedeem: false,
      reasonNotAllowed: 'redeemed_today',
    });
  });

  it('keeps the defaults for negative values', () => {
    expect(dfsTextValues({ lastXDays: -1, requiredMinimumDeposit: -5 })).toEqual({
      lastXDays: 7,
      minimumDeposit: 30,
      balanceRule: 5,
    });
  });
});

describe('where the wheel lands', () => {
  const slices = [
    { spins: 5, probability: 70 },
    { spins: 50, probability: 30 },
    { spins: 5, probability: 0 },
  ];

  it('lands on the slice of the platform’s draw, whatever the local chance says', () => {
    expect(wheelLanding(slices, 50, () => 0)).toBe(1);
    expect(wheelLanding(slices, 50, () => 0.99)).toBe(1);
  });

  it('lands on one of the slices that give the drawn spins when several do', () => {
    expect(wheelLanding(slices, 5, () => 0)).toBe(0);
    expect(wheelLanding(slices, 5, () => 0.99)).toBe(2);
  });

  it('picks by weight when the platform drew nothing the wheel shows', () => {
    expect(wheelLanding(slices, null, () => 0.8)).toBe(1);
    expect(wheelLanding(slices, 999, () => 0.1)).toBe(0);
  });
});
