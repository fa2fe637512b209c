import {
  FIREWORKS_FIRST_MAX_MS,
  FIREWORKS_FIRST_MIN_MS,
  FIREWORKS_MAX_PARTICLES,
  FIREWORKS_SHOWN_MS,
  type RandomSource,
} from '@lobby/domain';

/** One spark: where its burst is (fractions of the canvas), how it flies, when it lives. */
export interface Particle {
  readonly originX: number;
  readonly originY: number;
  /** Velocity in canvas fractions per second. */
  readonly velocityX: number;
  readonly velocityY: number;
  readonly startMs: number;
  readonly lifeMs: number;
  /** Index into the palette the canvas reads from the theme. */
  readonly colour: number;
  readonly size: number;
}

/** Where a spark is at one instant, or null when it has not started or has burnt out. */
export interface ParticleFrame {
  readonly x: number;
  readonly y: number;
  readonly alpha: number;
  readonly size: number;
  readonly colour: number;
}

export interface FireworksOptions {
  /** Clamped to the spec's 500 (§9). */
  readonly particleCount?: number;
  readonly durationMs?: number;
  readonly burstCount?: number;
  readonly paletteSize?: number;
}

/** Downward pull, in canvas fractions per second squared. */
const GRAVITY = 0.35;

/**
 * Draws the bursts of one fireworks show: at most 500 particles in a few bursts spread over the first half
 * of the show, each spark burning out before the show ends (§9).
 *
 * @example
 * fireworkParticles(seededRandom(7), { particleCount: 300 }).length; // 300
 */
export function fireworkParticles(random: RandomSource, options: FireworksOptions = {}): Particle[] {
  const durationMs = options.durationMs ?? FIREWORKS_SHOWN_MS;
  const count = Math.max(
    0,
    Math.min(FIREWORKS_MAX_PARTICLES, Math.floor(options.particleCount ?? FIREWORKS_MAX_PARTICLES)),
  );
  const bursts = Math.max(1, Math.floor(options.burstCount ?? 6));
  const paletteSize = Math.max(1, Math.floor(options.paletteSize ?? 5));
  const particles: Particle[] = [];
  for (let burst = 0; burst < bursts; burst++) {
    const originX = 0.15 + random() * 0.7;
    const originY = 0.15 + random() * 0.4;
    const startMs = (burst / bursts) * durationMs * 0.5;
    const colour = Math.floor(random() * paletteSize) % paletteSize;
    // share the sparks out evenly; the first bursts take the remainder
    const sparks = Math.floor(count / bursts) + (burst < count % bursts ? 1 : 0);
    for (let spark = 0; spark < sparks; spark++) {
      const angle = random() * Math.PI * 2;
      const speed = 0.12 + random() * 0.22;
      const lifeMs = Math.min(durationMs - startMs, durationMs * (0.35 + random() * 0.3));
      particles.push({
        originX,
        originY,
        velocityX: Math.cos(angle) * speed,
        velocityY: Math.sin(angle) * speed,
        startMs,
        lifeMs,
        colour,
        size: 2 + random() * 1.5,
      });
    }
  }
  return particles;
}

/**
 * Where a spark is `elapsedMs` into the show: it flies out of its burst, falls a little and fades.
 *
 * @example
 * particleFrame(particle, 0); // at its origin, fully lit, when it starts at 0
 */
export function particleFrame(particle: Particle, elapsedMs: number): ParticleFrame | null {
  const age = elapsedMs - particle.startMs;
  if (age < 0 || age > particle.lifeMs) return null;
  const seconds = age / 1000;
  const progress = particle.lifeMs === 0 ? 1 : age / particle.lifeMs;
  return {
    x: particle.originX + particle.velocityX * seconds,
    y: particle.originY + particle.velocityY * seconds + 0.5 * GRAVITY * seconds * seconds,
    alpha: Math.max(0, 1 - progress * progress),
    size: particle.size,
    colour: particle.colour,
  };
}

/**
 * When the first fireworks show starts: a random point between 1 and 2 minutes into the game (§9).
 *
 * @example
 * firstFireworksDelay(() => 0.5); // 90_000
 */
export function firstFireworksDelay(
  random: RandomSource,
  minMs = FIREWORKS_FIRST_MIN_MS,
  maxMs = FIREWORKS_FIRST_MAX_MS,
): number {
  return Math.round(minMs + random() * (maxMs - minMs));
}
