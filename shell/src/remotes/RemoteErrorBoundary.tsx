import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of a page that threw (a chunk that did not load, a render error). */
  fallback(error: unknown): ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

/** Keeps a failing remote page inside its own box: the layout and the other modules keep working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
