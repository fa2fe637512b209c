import { describe, expect, it } from 'vitest';
import { pageOf } from './pages.ts';

describe('pages of 50', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('has a last page when it holds fewer than 50', () => {
    expect(pageOf(list(49), 0)).toEqual({ items: list(49), pageIndex: 0, isLastPage: true });
  });

  it('needs one more, empty, page to know that 50 is the end', () => {
    expect(pageOf(list(50), 0).isLastPage).toBe(false);
    expect(pageOf(list(50), 1)).toEqual({ items: [], pageIndex: 1, isLastPage: true });
  });

  it('puts the 51st item on a second, last, page', () => {
    expect(pageOf(list(51), 0).items).toHaveLength(50);
    expect(pageOf(list(51), 1)).toEqual({ items: [50], pageIndex: 1, isLastPage: true });
  });

  it('reads a negative or fractional index as a whole page from 0', () => {
    expect(pageOf(list(60), -2).pageIndex).toBe(0);
    expect(pageOf(list(60), 1.7).items[0]).toBe(50);
  });
});
