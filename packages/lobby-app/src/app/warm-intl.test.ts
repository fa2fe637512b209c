import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUps, warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds each formatter in a task of its own, none in the caller’s task', () => {
    const queue: Array<() => void> = [];
    const collator = vi.spyOn(Intl, 'Collator');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    warmIntl('de', { schedule: (job) => queue.push(job) });
    expect(collator).not.toHaveBeenCalled();
    expect(queue).toHaveLength(1);
    const ran: number[] = [];
    while (queue.length > 0) {
      const before = collator.mock.calls.length + numbers.mock.calls.length;
      (queue.shift() as () => void)();
      ran.push(collator.mock.calls.length + numbers.mock.calls.length - before);
    }
    // one task per formatter, plus the last one that finds nothing left
    expect(ran).toHaveLength(intlWarmUps('de').length + 1);
    expect(ran.every((count) => count <= 1)).toBe(true);
    expect(numbers).toHaveBeenCalledWith('de', { style: 'currency', currency: 'USD' });
    expect(collator).toHaveBeenCalledTimes(1);
  });

  it('goes on past a language Intl refuses', () => {
    const queue: Array<() => void> = [];
    warmIntl('not a language!', { schedule: (job) => queue.push(job) });
    let tasks = 0;
    expect(() => {
      while (queue.length > 0) {
        tasks += 1;
        (queue.shift() as () => void)();
      }
    }).not.toThrow();
    expect(tasks).toBe(intlWarmUps('en').length + 1);
  });
});
