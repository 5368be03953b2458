/** Nothing to show, in place: what the visitor should know, and Retry when asking again could help. */
import { Button } from '../../components/button/button.tsx';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  message: string;
  retryLabel: string;
  /** Asks the server again; default none (no Retry). */
  onRetry?: () => void;
}

/** A message with an optional Retry. */
export function EmptyState({ message, retryLabel, onRetry }: EmptyStateProps) {
  return (
    <div className="calc-empty" role="status">
      <p>{message}</p>
      {onRetry ? <Button variant="secondary" label={retryLabel} onClick={onRetry} /> : null}
    </div>
  );
}
