import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { firstContent } from './first-content.ts';

/**
 * Shows `children` once the first screen is up (first-content.ts), `fallback` until then. Only this small
 * component re-renders when it comes up, not the page around it.
 */
export function AfterFirstContent({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { shown } = useSnapshot(firstContent);
  return <>{shown ? children : fallback}</>;
}
