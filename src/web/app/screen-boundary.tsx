import { Component, type ReactNode } from 'react';

export interface ScreenBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once they have thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next address) clears the error and tries the children again. */
  resetKey: string;
}

interface ScreenBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/**
 * Catches what a screen throws while rendering (or a screen chunk that fails to load) and
 * shows the error screen in its place, until the shopper goes to another address.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  override state: ScreenBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ScreenBoundaryProps, state: ScreenBoundaryState): Partial<ScreenBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
