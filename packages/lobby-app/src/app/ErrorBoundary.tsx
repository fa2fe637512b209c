import { Component, type ErrorInfo, type ReactNode } from 'react';
import NotFoundPage from '../pages/NotFoundPage.tsx';

interface State {
  failed: boolean;
}

/**
 * A page that throws while rendering (a routing error, hostile data that slipped past a schema) shows the
 * 404 page with its way home instead of a blank screen; the rest of the chrome stays usable.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // navigating elsewhere gives the next page a fresh start
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <NotFoundPage /> : this.props.children;
  }
}
