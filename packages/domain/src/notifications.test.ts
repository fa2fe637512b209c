import { describe, expect, it } from 'vitest';
import {
  activeNotifications,
  createNotification,
  NOTIFICATION_KINDS,
  pushNotification,
} from './notifications.ts';

describe('notifications', () => {
  it('has the four kinds of the spec', () => {
    expect(NOTIFICATION_KINDS).toEqual(['win', 'lose', 'lowbalance', 'favorite_add']);
  });

  it('dismisses itself 7.2 s after it appears', () => {
    const n = createNotification('win', 'n1', 1000);
    expect(n).toEqual({ id: 'n1', kind: 'win', createdAt: 1000, dismissAt: 8200 });
    expect(activeNotifications([n], 8199)).toEqual([n]);
    expect(activeNotifications([n], new Date(8200))).toEqual([]);
  });

  it('replaces a notice of the same kind rather than stacking it', () => {
    const first = createNotification('win', 'n1', 0);
    const other = createNotification('favorite_add', 'n2', 0);
    const second = createNotification('win', 'n3', 10);
    expect(pushNotification([first, other], second)).toEqual([other, second]);
  });
});
