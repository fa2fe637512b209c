import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// One place to hold the numbers against §9 of the spec.
describe('business constants', () => {
  it('match the money and search limits', () => {
    expect([
      c.LOW_BALANCE_BELOW,
      c.BALANCE_NOTICE_THRESHOLD,
      c.BALANCE_NOTICE_THRESHOLD_LIVE,
      c.THREE_DIGIT_CURSOR_FROM,
    ]).toEqual([5, 3, 100, 100]);
    expect([
      c.SEARCH_QUERY_LENGTH_ABOVE,
      c.SEARCH_DEBOUNCE_MS,
      c.FILTER_RESULTS_ABOVE,
      c.CATALOGUE_FILTER_GAMES_ABOVE,
      c.FILTER_MULTI_COLUMN_OPTIONS_ABOVE,
    ]).toEqual([2, 300, 6, 20, 16]);
  });

  it('match the catalogue sizes', () => {
    expect([
      c.HOME_ROW_SIZE,
      c.POPULAR_ROW_SIZE,
      c.TOP_JACKPOTS_ROW_SIZE,
      c.RANDOM_SAMPLE_SIZE,
      c.NEW_GAMES_COUNT,
      c.RECENT_GAMES_MAX,
      c.PAGE_SIZE,
    ]).toEqual([10, 12, 10, 10, 3, 12, 50]);
    expect(c.SPORTSBOOK_SHORTNAME).toBe('first-sportsbook');
  });

  it('match the timers', () => {
    expect([
      c.CASHIER_TOOLTIP_DELAY_MS,
      c.CASHIER_TOOLTIP_AUTO_HIDE_MS,
      c.CASHIER_TOOLTIP_RESHOW_MINUTES,
    ]).toEqual([3000, 10_000, 1440]);
    expect([
      c.WHEEL_ANIMATION_MS,
      c.EMAIL_CLICK_POLL_MS,
      c.CRYPTO_FALLBACK_COUNTDOWN_SECONDS,
      c.NOTIFICATION_DISMISS_MS,
      c.MODAL_CLOSE_ANIMATION_MS,
    ]).toEqual([8000, 60_000, 9, 7200, 350]);
    expect(c.SERVER_TIME_ZONE).toBe('America/New_York');
  });

  it('match the breakpoints and languages', () => {
    expect(c.COUNTDOWN_SHORT_BELOW_PX).toBe(600);
    expect(c.BREAKPOINTS_PX).toEqual({
      tournamentImages: 768,
      sliderXl: 1399,
      sliderLg: 1199,
      sliderMd: 799,
      sliderSm: 568,
      sliderXs: 567,
    });
    expect(c.SUPPORTED_LANGUAGES).toEqual(['en', 'de', 'es', 'fr']);
    expect(c.DEFAULT_LANGUAGE).toBe('en');
  });
});
