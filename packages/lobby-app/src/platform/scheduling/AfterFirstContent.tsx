import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterFirstContent, firstContent } from './first-content.ts';

/**
 * True once the first screen is up (first-content.ts). Each caller comes up in a task of its own and
 * re-renders as a transition, which React splits into short slices: a page of them never blocks a tap
 * while it fills in.
 */
export function useAfterFirstContent(): boolean {
  const [shown, setShown] = useState(() => firstContent.shown);
  useEffect(() => {
    if (shown) return;
    let live = true;
    afterFirstContent(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}

/** Shows `children` once the first screen is up, `fallback` until then. */
export function AfterFirstContent({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const shown = useAfterFirstContent();
  return <>{shown ? children : fallback}</>;
}
