import type * as React from 'react';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The ui package knows no router. Components render links through this component, which the app swaps for
 * its router's link (so navigation stays inside the single-page app); Storybook and tests get a plain <a>.
 */
export type LinkComponent = (props: React.ComponentProps<'a'> & { href: string }) => ReactNode;

const PlainLink: LinkComponent = (props) => <a {...props} />;
const LinkContext = createContext<LinkComponent>(PlainLink);

/** Opens a lobby path as the router does (without a reload); a plain page load where there is no router. */
export type Navigate = (path: string) => void;
const loadPage: Navigate = (path) => window.location.assign(path);
const NavigateContext = createContext<Navigate>(loadPage);

export function LinkProvider({
  component,
  navigate = loadPage,
  children,
}: {
  component: LinkComponent;
  /** For the few places a lobby path is opened without a link being clicked in the page itself. */
  navigate?: Navigate;
  children: ReactNode;
}) {
  return (
    <LinkContext.Provider value={component}>
      <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
    </LinkContext.Provider>
  );
}

/** The router's way to open a lobby path (see LinkProvider). */
export function useNavigate(): Navigate {
  return useContext(NavigateContext);
}

/** An in-app link; `external` links (other pages of the casino site) always render a plain <a>. */
export function AppLink({
  external = false,
  ...props
}: React.ComponentProps<'a'> & { href: string; external?: boolean }) {
  const Component = useContext(LinkContext);
  return external ? <a {...props} /> : <Component {...props} />;
}
