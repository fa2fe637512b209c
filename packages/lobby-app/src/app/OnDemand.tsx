import { type ReactNode, Suspense } from 'react';

/**
 * Code the lobby loads on demand (a dialog, a host, a widget), put on the page once `when` holds. Nothing
 * stands in its place while its code downloads: what it shows arrives on its own, over or beside the page.
 */
export function OnDemand({ when = true, children }: { when?: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
