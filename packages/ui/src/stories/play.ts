/**
 * Resolves once the animations now running in the document have finished; endless ones (spinners, shimmer)
 * are left out. Dialogs, drawers and notices come in from opacity 0, so an element in them is not yet visible
 * on the frame it appears. Under the test runner animations are frozen and this returns at once; in the
 * Storybook UI they run, and a play function that checks what is on screen waits for them here first.
 */
export async function animationsSettled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
