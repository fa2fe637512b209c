import { describe, expect, it } from 'vitest';
import { expectTargetSize, type TargetBox, targetSizeProblems } from './target-size.ts';

const box = (name: string, left: number, top: number, width: number, height = width): TargetBox => ({
  name,
  left,
  top,
  width,
  height,
  inline: false,
  within: [],
});

describe('targetSizeProblems (WCAG 2.5.8)', () => {
  it('passes targets of 24 × 24 px or more, however close', () => {
    expect(targetSizeProblems([box('a', 0, 0, 24), box('b', 24, 0, 24), box('c', 0, 24, 40, 24)])).toEqual(
      [],
    );
  });

  it('passes a box of 23.99 px: sub-pixel layout is not a smaller target', () => {
    expect(targetSizeProblems([box('a', 0, 0, 23.99), box('b', 24, 0, 24)])).toEqual([]);
  });

  it('passes a lone small target: its circle meets nothing', () => {
    expect(targetSizeProblems([box('dot', 100, 100, 8)])).toEqual([]);
  });

  it('fails a small target whose circle reaches into a neighbour, naming it, its size and the neighbour', () => {
    // a 16 px button centred at 8; its 12 px radius reaches to 20, into a box that starts at 18
    const problems = targetSizeProblems([box('button "Close"', 0, 0, 16), box('a "Home"', 18, 0, 40)]);
    expect(problems).toEqual([
      'button "Close" is 16 × 16 px, under 24 × 24, and its 24 px circle reaches a "Home"',
    ]);
  });

  it('passes a small target spaced so its circle only touches the neighbour', () => {
    // centre at 8, radius 12: the circle ends at 20, where the neighbour starts
    expect(targetSizeProblems([box('small', 0, 0, 16), box('big', 20, 0, 40)])).toEqual([]);
  });

  it('measures to the nearest corner, not the box around the circle', () => {
    // the neighbour is diagonal: 10 px away on each axis is 14.1 px, outside the 12 px radius
    expect(targetSizeProblems([box('small', 0, 0, 16), box('big', 18, 18, 40)])).toEqual([]);
    // 7 px on each axis is 9.9 px, inside it
    expect(targetSizeProblems([box('small', 0, 0, 16), box('big', 15, 15, 40)])).toHaveLength(1);
  });

  it('fails two small targets whose circles overlap, and passes them 24 px apart centre to centre', () => {
    expect(targetSizeProblems([box('a', 0, 0, 16), box('b', 20, 0, 16)])).toHaveLength(2);
    expect(targetSizeProblems([box('a', 0, 0, 16), box('b', 24, 0, 16)])).toEqual([]);
  });

  it('fails a target short on one side only', () => {
    const problems = targetSizeProblems([box('tab', 0, 0, 80, 20), box('next', 0, 22, 80, 20)]);
    expect(problems[0]).toContain('tab is 80 × 20 px');
  });

  it('exempts a link in running text, which still stands in the way of a small target beside it', () => {
    const link = { ...box('a "terms"', 0, 0, 40, 16), inline: true };
    expect(targetSizeProblems([link])).toEqual([]);
    expect(targetSizeProblems([link, box('info', 42, 0, 16)])).toEqual([
      'info is 16 × 16 px, under 24 × 24, and its 24 px circle reaches a "terms"',
    ]);
  });

  it('does not set a target against the one that contains it', () => {
    const card = box('a "Game"', 0, 0, 200, 150);
    const heart = { ...box('button "Favourite"', 4, 4, 16), within: [0] };
    expect(targetSizeProblems([card, heart])).toEqual([]);
  });

  it('counts the neighbours past three', () => {
    const centre = box('x', 20, 20, 10);
    const around = [box('n', 20, 0, 10), box('s', 20, 40, 10), box('w', 0, 20, 10), box('e', 40, 20, 10)];
    expect(targetSizeProblems([centre, ...around])[0]).toContain('reaches n, s, w and 1 more');
  });
});

describe('expectTargetSize', () => {
  it('lets a story out only with a reason written down', () => {
    expect(() =>
      expectTargetSize({ targetSize: { skip: 'the same control is offered full size below' } }),
    ).not.toThrow();
    expect(() => expectTargetSize({ targetSize: { skip: ' ' } })).toThrow('needs the reason');
  });
});
