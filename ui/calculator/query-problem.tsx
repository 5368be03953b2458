/**
 * A failed server call, in place: what went wrong in plain words and a Retry button. The rest of the calculator,
 * and everything the visitor entered, stays as it is.
 */
import { ApiError, NetworkError, ResponseBodyError } from '../../sdk/index.ts';
import { Button } from '../components/button/button.tsx';
import { Icon } from '../components/icon/icon.tsx';

/** Props of `QueryProblem`. */
export interface QueryProblemProps {
  /** What could not be done, e.g. "We could not load the models". */
  what: string;
  error: unknown;
  /** Retries the call; default none (no Retry button, for problems a retry cannot fix). */
  onRetry?: () => void;
}

/** The reason, for a visitor: the server's status, no answer at all, or an unreadable answer. */
export function problemReason(error: unknown): string {
  if (error instanceof ApiError)
    return `The server answered ${error.status}${error.statusText ? ` ${error.statusText}` : ''}.`;
  if (error instanceof NetworkError) return 'The server could not be reached. Check your connection.';
  if (error instanceof ResponseBodyError) return 'The server sent an answer that could not be read.';
  return 'Something went wrong.';
}

/** An alert with the reason and a Retry button. */
export function QueryProblem({ what, error, onRetry }: QueryProblemProps) {
  return (
    <div className="calc-problem" role="alert">
      <Icon name="warning" />
      <div>
        <p className="calc-problem__title">{what}</p>
        <p className="calc-problem__reason">
          {problemReason(error)}
          {onRetry ? ' Please try again.' : ''}
        </p>
        {onRetry ? <Button variant="secondary" label="Retry" onClick={onRetry} /> : null}
      </div>
    </div>
  );
}
