/** Catches render errors below it; `fallback` gets the error and a reset function. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './States';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  fallback?: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When any of these change, a shown error is cleared (e.g. the route path). */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const changed =
      props.resetKeys !== state.keys &&
      (props.resetKeys?.length !== state.keys?.length ||
        props.resetKeys?.some((key, i) => !Object.is(key, state.keys?.[i])));
    return changed ? { error: null, keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(error, this.reset)
    ) : (
      <ErrorState message={error.message} onRetry={this.reset} />
    );
  }
}
