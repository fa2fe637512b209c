import { describe, expect, it } from 'vitest';
import { pageDistance, scrollEdges } from './scroll-edges.ts';

describe('game row scrolling', () => {
  it('is at the start at zero and at the end when the last pixel shows', () => {
    expect(scrollEdges(0, 800, 2000)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(1200, 800, 2000)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(1199.5, 800, 2000).atEnd).toBe(true);
  });

  it('is at both ends when everything fits', () => {
    expect(scrollEdges(0, 800, 800)).toEqual({ atStart: true, atEnd: true });
  });

  it('pages by the view less one tile, never less than a tile', () => {
    expect(pageDistance(900, 180)).toBe(720);
    expect(pageDistance(150, 180)).toBe(180);
  });
});
