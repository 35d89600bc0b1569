import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Renders the failure; `reset` clears it and renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Reporting hook (never log tokens from here: the error text is the caller's). */
  onError?: (error: Error, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it so one broken tool section does not blank the iframe. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    // Anything can be thrown; the fallback always gets an Error with a readable message.
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(error, this.reset) : this.props.children;
  }
}
