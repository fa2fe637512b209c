import { seededRandom } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { fireworkParticles, firstFireworksDelay, particleFrame } from './fireworks.ts';

/** The domain's seeded source (mulberry32), the one the stories use. */
const seeded = seededRandom;

describe('fireworks particles', () => {
  it('never draws more than 500 sparks, whatever is asked', () => {
    expect(fireworkParticles(seeded(1), { particleCount: 2_000 })).toHaveLength(500);
    expect(fireworkParticles(seeded(1))).toHaveLength(500);
    expect(fireworkParticles(seeded(1), { particleCount: 123 })).toHaveLength(123);
    expect(fireworkParticles(seeded(1), { particleCount: -4 })).toHaveLength(0);
  });

  it('draws the same sky from the same seed', () => {
    expect(fireworkParticles(seeded(42), { particleCount: 50 })).toEqual(
      fireworkParticles(seeded(42), { particleCount: 50 }),
    );
  });

  it('burns every spark out within the 3 s show', () => {
    const particles = fireworkParticles(seeded(9));
    for (const particle of particles) {
      expect(particle.startMs + particle.lifeMs).toBeLessThanOrEqual(3_000);
      expect(particleFrame(particle, 3_001)).toBeNull();
    }
  });

  it('starts a spark at its burst, fully lit', () => {
    const [first] = fireworkParticles(seeded(3), { particleCount: 10 });
    expect(first).toBeDefined();
    if (!first) return;
    expect(particleFrame(first, first.startMs)).toEqual({
      x: first.originX,
      y: first.originY,
      alpha: 1,
      size: first.size,
      colour: first.colour,
    });
    expect(particleFrame(first, first.startMs - 1)).toBeNull();
  });
});

describe('first fireworks delay', () => {
  it('falls between one and two minutes', () => {
    expect(firstFireworksDelay(() => 0)).toBe(60_000);
    expect(firstFireworksDelay(() => 0.5)).toBe(90_000);
    expect(firstFireworksDelay(() => 0.999_999)).toBeLessThanOrEqual(120_000);
  });
});
