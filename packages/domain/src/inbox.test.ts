import { describe, expect, it } from 'vitest';
import { readsNotYetCounted, unreadToShow } from './inbox.ts';

describe('inbox unread count', () => {
  it('keeps the messages opened here that the last answer still lists unread', () => {
    const listed = [
      { id: 'a', read: false },
      { id: 'b', read: true },
      { id: 'c', read: false },
    ];
    expect(readsNotYetCounted(['a', 'b', 'gone'], listed)).toEqual(['a']);
  });

  it('keeps every message opened here while no answer is known', () => {
    expect(readsNotYetCounted(['a', 'b'], null)).toEqual(['a', 'b']);
  });

  it('shows the server count less the reads it has not counted, never below zero', () => {
    expect(unreadToShow(5, 2)).toBe(3);
    expect(unreadToShow(1, 3)).toBe(0);
    expect(unreadToShow(4, 0)).toBe(4);
  });
});
