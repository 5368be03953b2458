/**
 * Keeps a rendering failure inside the calculator: the visitor sees a message and a Try again button instead of an
 * empty element, and the host page carries on. Their stored values are kept. QueryProblem logs the error. Try again
 * runs `onRetry` first, so what the failure was rendered from (a cached answer) is asked for again rather than
 * rendered again, which would fail the same way.
 */
import { Component, type ReactNode } from 'react';
import { QueryProblem } from './query-problem.tsx';
import { builtInStatus } from './state/texts/index.ts';

/** Props of `CalculatorErrorBoundary`. */
export interface CalculatorErrorBoundaryProps {
  children: ReactNode;
  /** Called on Try again before the children render again; default none. */
  onRetry?: () => void;
}

/** Catches errors thrown while rendering its children. */
export class CalculatorErrorBoundary extends Component<CalculatorErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <QueryProblem
        what={builtInStatus.unexpected}
        error={this.state.error}
        status={builtInStatus}
        onRetry={() => {
          this.props.onRetry?.();
          this.setState({ error: null });
        }}
      />
    );
  }
}
