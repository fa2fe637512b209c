import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

const target = Date.UTC(2024, 0, 10);
/** The parts at the target and after it: nothing left, done. */
const AT_ZERO = { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true };

describe('countdown parts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalMs: (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000,
      done: false,
    });
  });

  it('rounds seconds down so it shows zero only at the target', () => {
    expect(countdownParts(target, target - 999)).toMatchObject({ seconds: 0, totalMs: 999, done: false });
    expect(countdownParts(target, target - 1000)).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts(new Date(target), new Date(target))).toEqual(AT_ZERO);
  });

  it('stays at zero past the target', () => {
    expect(countdownParts(target, target + 5000)).toEqual(AT_ZERO);
  });

  it('always recombines to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (left) => {
        const p = countdownParts(target, target - left);
        expect(p.days * 86_400 + p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(Math.floor(left / 1000));
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
      }),
    );
  });
});
