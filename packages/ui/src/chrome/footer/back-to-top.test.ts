import { describe, expect, it } from 'vitest';
import { isBeyondBackToTop } from './back-to-top.ts';

describe('back to top threshold', () => {
  it('shows the button only beyond two window heights', () => {
    expect(isBeyondBackToTop(0, 800)).toBe(false);
    expect(isBeyondBackToTop(1600, 800)).toBe(false);
    expect(isBeyondBackToTop(1601, 800)).toBe(true);
  });

  it('follows the window height, so a phone needs less scrolling than a desktop', () => {
    expect(isBeyondBackToTop(1700, 812)).toBe(true);
    expect(isBeyondBackToTop(1700, 900)).toBe(false);
  });

  it('takes another multiple when asked', () => {
    expect(isBeyondBackToTop(900, 800, 1)).toBe(true);
  });

  it('stays hidden when the window has no height or the numbers are nonsense', () => {
    expect(isBeyondBackToTop(5000, 0)).toBe(false);
    expect(isBeyondBackToTop(Number.NaN, 800)).toBe(false);
  });
});
