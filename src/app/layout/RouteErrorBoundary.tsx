import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/Oops/RouteErrorPage';

interface Props {
  /** The page's path: a new one clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** An error thrown while rendering a page or loading its chunk shows the Oops page until the borrower goes elsewhere. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
