let source: () => number = () => Date.now();

/**
 * The clock game tiles read to tell whether a jackpot multiplier's window is open: Date.now in the lobby; page
 * stories pin it so a tile's badge never depends on the day the story runs.
 */
export const tileNow = (): number => source();

/** Pins or restores the tiles' clock (stories). */
export function setTileClock(now: (() => number) | null): void {
  source = now ?? (() => Date.now());
}
