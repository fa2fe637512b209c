import { describe, expect, it } from 'vitest';
import {
  type Announcement,
  KEPT_ANNOUNCEMENTS,
  REPEAT_WINDOW_MS,
  withAnnouncement,
} from './announcements.ts';

const said = (id: number, text: string, at: number): Announcement => ({ id, text, at, politeness: 'polite' });

describe('the announcements of the live region', () => {
  it('adds a message after the ones before it', () => {
    const first = withAnnouncement([], said(1, '3 games found', 0));
    expect(withAnnouncement(first, said(2, 'Game added to your favourites', 10)).map((m) => m.id)).toEqual([
      1, 2,
    ]);
  });

  it('drops the same sentence asked for again within the repeat window', () => {
    const first = withAnnouncement([], said(1, '3 games found', 0));
    expect(withAnnouncement(first, said(2, '3 games found', REPEAT_WINDOW_MS - 1))).toBe(first);
  });

  it('reads the same sentence again once the window has passed, as a line of its own', () => {
    const first = withAnnouncement([], said(1, '3 games found', 0));
    const again = withAnnouncement(first, said(2, '3 games found', REPEAT_WINDOW_MS));
    expect(again.map((m) => m.id)).toEqual([1, 2]);
  });

  it('tells a polite and an assertive message with the same words apart', () => {
    const first = withAnnouncement([], said(1, 'Failed', 0));
    expect(withAnnouncement(first, { ...said(2, 'Failed', 1), politeness: 'assertive' })).toHaveLength(2);
  });

  it('ignores an empty sentence', () => {
    expect(withAnnouncement([], said(1, '  ', 0))).toEqual([]);
  });

  it(`keeps only the last ${KEPT_ANNOUNCEMENTS} messages`, () => {
    let messages: readonly Announcement[] = [];
    for (let id = 1; id <= KEPT_ANNOUNCEMENTS + 2; id += 1)
      messages = withAnnouncement(messages, said(id, `message ${id}`, id * 10));
    expect(messages.map((m) => m.id)).toEqual([3, 4, 5]);
  });
});
