/** The game loader overlay: shown, fading out, then gone from the page (§9). */
export type LoaderPhase = 'shown' | 'hiding' | 'removed';

/**
 * The loader's phase `elapsedMs` after the game area appeared: shown until `hideAfterMs`, fading for
 * `removeAfterMs`, then removed.
 *
 * @example
 * loaderPhase(4_200, 4_000, 500); // 'hiding'
 */
export function loaderPhase(elapsedMs: number, hideAfterMs: number, removeAfterMs: number): LoaderPhase {
  if (elapsedMs < hideAfterMs) return 'shown';
  if (elapsedMs < hideAfterMs + removeAfterMs) return 'hiding';
  return 'removed';
}
