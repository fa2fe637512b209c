/**
 * The badge shown after `index` in a rotation of `count` badges.
 *
 * @example
 * nextBadge(4, 5); // 0
 */
export function nextBadge(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}
