// The link policy's context on its own: the shell provides it in the first download, while the server content
// that reads it (SafeHtml, SafeLink) and the sanitiser behind it load with the parts that show such content.
import type { LinkPolicy } from '@lobby/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export type AppPathOf = (path: string) => string | null;

const AppPathContext = createContext<AppPathOf | undefined>(undefined);

/**
 * Tells the `SafeHtml` and `SafeLink` inside it which same-origin paths are lobby pages (opened by the
 * router) and which are other pages of the casino's site (opened normally).
 */
export function SafeLinkPolicy({ appPathOf, children }: { appPathOf: AppPathOf; children: ReactNode }) {
  return <AppPathContext.Provider value={appPathOf}>{children}</AppPathContext.Provider>;
}

/** The link rules for server content: this content's own overrides, else the surrounding policy's. */
export function useLinkPolicy(origin: string | undefined, appPathOf: AppPathOf | undefined): LinkPolicy {
  const fromContext = useContext(AppPathContext);
  const chosen = appPathOf ?? fromContext;
  const own = origin ?? globalThis.location?.origin ?? 'http://localhost';
  return useMemo(() => ({ origin: own, ...(chosen ? { appPathOf: chosen } : {}) }), [own, chosen]);
}
