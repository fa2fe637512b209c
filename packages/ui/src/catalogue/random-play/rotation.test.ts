import { describe, expect, it } from 'vitest';
import { nextBadge } from './rotation.ts';

describe('random-play badge rotation', () => {
  it('steps through the badges and wraps to the first', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextBadge(i, 5))).toEqual([1, 2, 3, 4, 0]);
  });

  it('stays on the first badge when there is none or one', () => {
    expect(nextBadge(0, 0)).toBe(0);
    expect(nextBadge(0, 1)).toBe(0);
  });
});
