let source: () => number = () => Date.now();

/** The clock promo countdowns read: Date.now in the lobby; page stories pin it so screenshots never drift. */
export const promoNow = (): number => source();

/** Pins or restores the promo clock (stories). */
export function setPromoClock(now: (() => number) | null): void {
  source = now ?? (() => Date.now());
}
