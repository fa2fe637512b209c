import { nextMultiplierChange } from '@lobby/domain';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { tileClock } from '../../platform/clock.ts';
import { atInstant } from '../../platform/scheduling/at-instant.ts';
import { catalogue } from '../../state/catalogue.ts';

/**
 * Keeps the jackpot multiplier badges true while the page stays open (§4): one timer, set for the next
 * instant any game's window opens or closes in New York time, moves `catalogue.multiplierTick` then so the
 * tiles judge their badges again, and is set anew for the change after. No timer while no game has a
 * window ahead; a new game list or leaving the lobby clears it.
 */
export function MultiplierClock() {
  const { games } = useSnapshot(catalogue);
  useEffect(() => {
    const multipliers = games.map((game) => game.jackpotMultiplier);
    let cancel: (() => void) | null = null;
    const plan = () => {
      const next = nextMultiplierChange(multipliers, tileClock.now());
      cancel = next === null ? null : atInstant(next, changed, tileClock.now);
    };
    const changed = () => {
      catalogue.multiplierTick += 1;
      plan();
    };
    // the timer starts after the first screen: a window that opened or closed since the list arrived (and
    // its tiles were drawn) is judged again at once
    const loadedAt = catalogue.loadedAt;
    const missed = loadedAt === null ? null : nextMultiplierChange(multipliers, loadedAt);
    if (missed !== null && missed <= tileClock.now()) catalogue.multiplierTick += 1;
    plan();
    return () => cancel?.();
  }, [games]);
  return null;
}
