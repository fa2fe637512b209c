import { describe, expect, it } from 'vitest';
import { type PromoSchedule, parsePromoSchedule, promoExpiryTarget } from './promo-expiry.ts';

const at = (iso: string) => Date.parse(iso);
const schedule = (partial: Partial<PromoSchedule>): PromoSchedule => ({
  repeat: 'one_time',
  countdown: true,
  endAt: '2024-12-31 23:59:59',
  endTime: null,
  weeklyEndTime: null,
  recurrence: null,
  ...partial,
});

describe('promo schedule', () => {
  it('reads the first schedule item', () => {
    expect(
      parsePromoSchedule([
        {
          repeat_param: 'Daily',
          countdown: '1',
          end_at: '2024-12-31 23:59:59',
          end_time: '18:00',
          weekly_end_time: '',
          recurrence: 'mon',
        },
        {},
      ]),
    ).toEqual({
      repeat: 'daily',
      countdown: true,
      endAt: '2024-12-31 23:59:59',
      endTime: '18:00',
      weeklyEndTime: null,
      recurrence: 'mon',
    });
    expect(parsePromoSchedule({ repeat_param: 'yearly' })?.repeat).toBeNull();
    for (const repeat of ['one_time', 'daily', 'weekly', 'monthly'])
      expect(parsePromoSchedule({ repeat_param: repeat })?.repeat).toBe(repeat);
    expect(parsePromoSchedule([])).toBeNull();
    expect(parsePromoSchedule(null)).toBeNull();
  });
});

describe('promo expiry', () => {
  it('shows only when countdown is set and end_at exists', () => {
    const now = at('2024-06-01T12:00:00Z');
    expect(promoExpiryTarget(schedule({ countdown: false }), now)).toBeNull();
    expect(promoExpiryTarget(schedule({ endAt: null }), now)).toBeNull();
    expect(promoExpiryTarget(schedule({ endAt: 'never' }), now)).toBeNull();
    expect(promoExpiryTarget(null, now)).toBeNull();
    expect(promoExpiryTarget(schedule({ repeat: null }), now)).toBeNull();
  });

  it('counts a one_time promo to end_at in New York time', () => {
    expect(promoExpiryTarget(schedule({}), at('2024-06-01T12:00:00Z'))).toBe(at('2025-01-01T04:59:59Z'));
  });

  it("counts a daily promo to today's end_time plus 59 seconds", () => {
    const s = schedule({ repeat: 'daily', endTime: '18:00' });
    expect(promoExpiryTarget(s, at('2024-06-01T12:00:00Z'))).toBe(at('2024-06-01T22:00:59Z'));
    expect(promoExpiryTarget(s, new Date('2024-01-15T12:00:00Z'))).toBe(at('2024-01-15T23:00:59Z'));
  });

  it('uses the New York date just after UTC midnight', () => {
    const s = schedule({ repeat: 'daily', endTime: '23:59' });
    // 02:00Z on 2 June is 22:00 on 1 June in New York
    expect(promoExpiryTarget(s, at('2024-06-02T02:00:00Z'))).toBe(at('2024-06-02T03:59:59Z'));
  });

  it("counts a weekly promo to today's weekly_end_time", () => {
    expect(
      promoExpiryTarget(schedule({ repeat: 'weekly', weeklyEndTime: '21:30' }), at('2024-06-03T12:00:00Z')),
    ).toBe(at('2024-06-04T01:30:00Z'));
    expect(
      promoExpiryTarget(schedule({ repeat: 'weekly', endTime: '10:00' }), at('2024-06-03T12:00:00Z')),
    ).toBe(at('2024-06-03T14:00:00Z'));
    expect(promoExpiryTarget(schedule({ repeat: 'weekly' }), at('2024-06-03T12:00:00Z'))).toBeNull();
  });

  it('counts a monthly promo to the end of the current New York day', () => {
    expect(promoExpiryTarget(schedule({ repeat: 'monthly' }), at('2024-06-03T12:00:00Z'))).toBe(
      at('2024-06-04T03:59:59Z'),
    );
  });

  it('gives the right end of day on the DST change days', () => {
    expect(promoExpiryTarget(schedule({ repeat: 'monthly' }), at('2024-03-10T12:00:00Z'))).toBe(
      at('2024-03-11T03:59:59Z'),
    );
    expect(promoExpiryTarget(schedule({ repeat: 'monthly' }), at('2024-11-03T12:00:00Z'))).toBe(
      at('2024-11-04T04:59:59Z'),
    );
  });

  it('never counts past end_at, and stops at end_at once over', () => {
    const s = schedule({ repeat: 'daily', endTime: '18:00', endAt: '2024-06-01 12:00:00' });
    expect(promoExpiryTarget(s, at('2024-06-01T12:00:00Z'))).toBe(at('2024-06-01T16:00:00Z'));
    expect(promoExpiryTarget(s, at('2024-06-05T12:00:00Z'))).toBe(at('2024-06-01T16:00:00Z'));
    expect(
      promoExpiryTarget(
        schedule({ repeat: 'monthly', endAt: '2024-06-03 09:00:00' }),
        at('2024-06-03T12:00:00Z'),
      ),
    ).toBe(at('2024-06-03T13:00:00Z'));
  });

  it('gives null for a daily promo without a readable end_time', () => {
    expect(
      promoExpiryTarget(schedule({ repeat: 'daily', endTime: 'evening' }), at('2024-06-01T12:00:00Z')),
    ).toBeNull();
  });
});
