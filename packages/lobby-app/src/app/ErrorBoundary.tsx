import { Component, type ErrorInfo, type ReactNode } from 'react';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { failureShown } from '../routes/route-code.tsx';

interface State {
  failed: boolean;
}

interface BoundaryProps {
  children: ReactNode;
  /** What stands in the failed part's place. */
  fallback: ReactNode;
  /** A change of this (the address) gives the part a fresh start. */
  resetKey: string;
  /** What failed, for the console. */
  what: string;
  /** Told once the failure shows (a dialog whose code failed closes again). */
  onFailure?: () => void;
}

/** A part of the page that threw while rendering gives way to `fallback` until `resetKey` changes. */
export class ResettingBoundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.what, error, info.componentStack);
    // code that failed to download may now be asked for again
    failureShown();
    this.props.onFailure?.();
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A page that throws while rendering (a routing error, hostile data that slipped past a schema) shows the
 * 404 page with its way home instead of a blank screen; the rest of the chrome stays usable. Navigating
 * elsewhere gives the next page a fresh start.
 */
export function RouteErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ResettingBoundary resetKey={resetKey} fallback={<NotFoundPage />} what="A page failed to render">
      {children}
    </ResettingBoundary>
  );
}
