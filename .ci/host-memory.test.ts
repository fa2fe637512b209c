import { describe, expect, it } from 'vitest';
import {
  measureFreshPageUs,
  PERFORMANCE_BAR,
  performanceBarFor,
  SLOW_FRESH_PAGE_US,
  SLOW_HOST_PERFORMANCE_FLOOR,
} from './host-memory.mjs';

describe("the Lighthouse gate's performance bar", () => {
  it('is the full bar on ordinary hardware and when the host could not be measured', () => {
    expect(performanceBarFor(0.4)).toEqual({ bar: PERFORMANCE_BAR, slowHost: false, reason: null });
    expect(performanceBarFor(SLOW_FRESH_PAGE_US)).toMatchObject({ bar: PERFORMANCE_BAR, slowHost: false });
    expect(performanceBarFor(null)).toMatchObject({ bar: PERFORMANCE_BAR, slowHost: false });
  });

  it('is the floor on a host whose fresh memory is slow, saying what was measured', () => {
    const { bar, slowHost, reason } = performanceBarFor(14.2);
    expect(bar).toBe(SLOW_HOST_PERFORMANCE_FLOOR);
    expect(slowHost).toBe(true);
    expect(reason).toContain('14.2 µs');
    expect(reason).toContain(`floor of ${SLOW_HOST_PERFORMANCE_FLOOR}`);
    expect(SLOW_HOST_PERFORMANCE_FLOOR).toBeLessThan(PERFORMANCE_BAR);
  });

  it('comes from a measurement of this machine: a positive number of microseconds', () => {
    const us = measureFreshPageUs(1);
    expect(us).not.toBeNull();
    expect(us).toBeGreaterThan(0);
    expect(us).toBeLessThan(1_000);
  });
});
