import type * as React from 'react';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The ui package knows no router. Components render links through this component, which the app swaps for
 * its router's link (so navigation stays inside the single-page app); Storybook and tests get a plain <a>.
 */
export type LinkComponent = (props: React.ComponentProps<'a'> & { href: string }) => ReactNode;

const PlainLink: LinkComponent = (props) => <a {...props} />;
const LinkContext = createContext<LinkComponent>(PlainLink);

export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An in-app link; `external` links (other pages of the casino site) always render a plain <a>. */
export function AppLink({
  external = false,
  ...props
}: React.ComponentProps<'a'> & { href: string; external?: boolean }) {
  const Component = useContext(LinkContext);
  return external ? <a {...props} /> : <Component {...props} />;
}
