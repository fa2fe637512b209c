import type { CountdownParts as DomainCountdownParts } from '@lobby/domain';
import { createContext, useContext, useEffect, useRef } from 'react';

/** Which countdown reached zero, and what it counted down for (a tournament's or promotion's name). */
export interface CountdownEnd {
  kind: 'tournament-start' | 'tournament-end' | 'promo-expiry' | 'next-spins';
  subject?: string;
}

const CountdownEndContext = createContext<((end: CountdownEnd) => void) | null>(null);

/**
 * What to do when a countdown drawn below reaches zero: the app reads the moment out. The seconds before it
 * are never read, so the ticking stays quiet and only its end is news.
 */
export const CountdownEndProvider = CountdownEndContext.Provider;

/** The provider's handler, or nothing outside one. */
export function useCountdownEndHandler(): ((end: CountdownEnd) => void) | null {
  return useContext(CountdownEndContext);
}

type CountdownParts = Pick<DomainCountdownParts, 'days' | 'hours' | 'minutes' | 'seconds'>;

const isZero = ({ days, hours, minutes, seconds }: CountdownParts) => days + hours + minutes + seconds <= 0;

/**
 * Calls `onEnd` once when the parts go from time left to none while drawn; a countdown drawn already at
 * zero never ran here, so it says nothing.
 */
export function useCountdownEnd(parts: CountdownParts, onEnd: (() => void) | undefined): void {
  const ended = isZero(parts);
  const running = useRef(!ended);
  const handler = useRef(onEnd);
  handler.current = onEnd;
  useEffect(() => {
    if (ended && running.current) handler.current?.();
    running.current = !ended;
  }, [ended]);
}
