import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ResettingBoundary } from './ErrorBoundary.tsx';

/**
 * Code the lobby loads on demand (a dialog, a host, a widget, a part of the chrome), put on the page once
 * `when` holds. Nothing stands in its place while its code downloads: what it shows arrives on its own, over
 * or beside the page. When that code cannot be loaded (the network dropped, a new release replaced the
 * files) or fails to render, only this part stays away (and `onFailure` is told); the rest of the lobby goes
 * on, and the part is tried again on the next page the visitor opens, or when `when` next turns true.
 */
export function OnDemand({
  when = true,
  onFailure,
  children,
}: {
  when?: boolean;
  onFailure?: () => void;
  children: ReactNode;
}) {
  const [location] = useLocation();
  return when ? (
    <ResettingBoundary
      resetKey={location}
      fallback={null}
      what="A part of the lobby loaded on demand failed"
      {...(onFailure ? { onFailure } : {})}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ResettingBoundary>
  ) : null;
}
