import { describe, expect, it } from 'vitest';
import { loaderPhase } from './loader-phase.ts';

describe('game loader phase', () => {
  it('shows the loader for 4 s, fades it for 0.5 s, then removes it', () => {
    expect(loaderPhase(0, 4_000, 500)).toBe('shown');
    expect(loaderPhase(3_999, 4_000, 500)).toBe('shown');
    expect(loaderPhase(4_000, 4_000, 500)).toBe('hiding');
    expect(loaderPhase(4_499, 4_000, 500)).toBe('hiding');
    expect(loaderPhase(4_500, 4_000, 500)).toBe('removed');
  });

  it('removes the loader at once when there is no fade', () => {
    expect(loaderPhase(4_000, 4_000, 0)).toBe('removed');
  });
});
