import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';

/**
 * Code the lobby loads on demand (a dialog, a host, a widget, a part of the chrome), put on the page once
 * `when` holds. Nothing stands in its place while its code downloads: what it shows arrives on its own, over
 * or beside the page. When that code cannot be loaded (the network dropped, a new release replaced the
 * files) or fails to render, only this part stays away; the rest of the lobby goes on, and the part is tried
 * again on the next page the visitor opens.
 */
export function OnDemand({ when = true, children }: { when?: boolean; children: ReactNode }) {
  const [location] = useLocation();
  return when ? (
    <OnDemandBoundary resetKey={location}>
      <Suspense fallback={null}>{children}</Suspense>
    </OnDemandBoundary>
  ) : null;
}

class OnDemandBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the lobby loaded on demand failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
