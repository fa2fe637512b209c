import { afterEach, describe, expect, it } from 'vitest';
import { drawFor, forgetDraws, seededRandom, setRandomSource } from './random.ts';

const take = (source: () => number, n = 5) => Array.from({ length: n }, source);

describe('draws that repeat', () => {
  afterEach(() => {
    setRandomSource(Math.random);
    forgetDraws();
  });

  it('gives the same numbers for the same round and key, however often asked', () => {
    setRandomSource(seededRandom(7));
    const first = take(drawFor('home-1', 'popular'));
    expect(take(drawFor('home-1', 'popular'))).toEqual(first);
    expect(take(drawFor('home-1', 'topslots'))).not.toEqual(first);
  });

  it('takes one number of the app’s chance per round, whatever else draws in between', () => {
    let calls = 0;
    const seeded = seededRandom(11);
    setRandomSource(() => {
      calls += 1;
      return seeded();
    });
    const popular = take(drawFor('home-1', 'popular'));
    take(drawFor('home-1', 'jackpots'));
    expect(calls).toBe(1);
    // a new catalogue is a new round: a new draw
    expect(take(drawFor('home-2', 'popular'))).not.toEqual(popular);
    expect(calls).toBe(2);
  });

  it('starts again from the app’s chance once forgotten', () => {
    setRandomSource(seededRandom(3));
    const first = take(drawFor('r', 'k'));
    forgetDraws();
    setRandomSource(seededRandom(3));
    expect(take(drawFor('r', 'k'))).toEqual(first);
    forgetDraws();
    setRandomSource(seededRandom(4));
    expect(take(drawFor('r', 'k'))).not.toEqual(first);
  });
});
