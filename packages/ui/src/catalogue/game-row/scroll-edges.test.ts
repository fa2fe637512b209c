import { describe, expect, it } from 'vitest';
import { pageDistance, revealDistance, scrollEdges } from './scroll-edges.ts';

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

  it('shows a focused tile by bringing its start to the row start, and leaves a tile in view alone', () => {
    const track = { left: 16, right: 390 };
    // past the far edge: forwards to the tile's start
    expect(revealDistance(track, { left: 328, right: 472 })).toBe(312);
    // before the near edge: backwards to the tile's start
    expect(revealDistance(track, { left: -80, right: 64 })).toBe(-96);
    expect(revealDistance(track, { left: 172, right: 316 })).toBe(0);
    // a fraction of a pixel over the edge is in view
    expect(revealDistance(track, { left: 246.5, right: 390.5 })).toBe(0);
  });
});
