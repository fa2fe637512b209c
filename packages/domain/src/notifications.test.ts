import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './notifications.ts';

describe('notifications', () => {
  it('has the four kinds of the spec', () => {
    expect(NOTIFICATION_KINDS).toEqual(['win', 'lose', 'lowbalance', 'favorite_add']);
  });
});
