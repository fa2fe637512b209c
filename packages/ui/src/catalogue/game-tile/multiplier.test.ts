import { describe, expect, it } from 'vitest';
import { multiplierBadge } from './multiplier.ts';

describe('jackpot multiplier badge', () => {
  it('says boosted for the boosted type, whatever the values', () => {
    expect(multiplierBadge({ type: 'boosted', multipliers: ['2'] })).toEqual({ kind: 'boosted' });
  });

  it('shows the largest multiplier, reading values written as 2, x3 or 2.5x', () => {
    expect(multiplierBadge({ type: 'multiplier', multipliers: ['2', 'x3', '2.5x'] })).toEqual({
      kind: 'times',
      value: 3,
    });
  });

  it('shows nothing when no value is readable or none is above one', () => {
    expect(multiplierBadge({ type: 'multiplier', multipliers: [] })).toBeNull();
    expect(multiplierBadge({ type: 'multiplier', multipliers: ['abc', '1'] })).toBeNull();
  });
});
