import type { JackpotMultiplier } from '@lobby/domain';

/** What the multiplier badge on a tile says. */
export type MultiplierBadge =
  | { readonly kind: 'boosted' }
  | { readonly kind: 'times'; readonly value: number };

/**
 * The badge for a jackpot multiplier: 'boosted' for the boosted type, otherwise the largest multiplier
 * (the values arrive as text such as '2', 'x3' or '2.5x'). null when there is nothing readable to show.
 *
 * @example
 * multiplierBadge({ type: 'multiplier', multipliers: ['2x', '3x'], schedule: null }); // { kind: 'times', value: 3 }
 */
export function multiplierBadge(
  multiplier: Pick<JackpotMultiplier, 'type' | 'multipliers'>,
): MultiplierBadge | null {
  if (multiplier.type === 'boosted') return { kind: 'boosted' };
  const values = multiplier.multipliers
    .map((text) => Number.parseFloat(text.replace(/[^0-9.]/g, '')))
    .filter((value) => Number.isFinite(value) && value > 1);
  if (values.length === 0) return null;
  return { kind: 'times', value: Math.max(...values) };
}
