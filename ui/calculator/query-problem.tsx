/**
 * A failed server call, in place: what went wrong in plain words and a Retry button. The rest of the calculator,
 * and everything the visitor entered, stays as it is. The words come from the content's `status` texts.
 */
import { ApiError, NetworkError, ResponseBodyError } from '../../sdk/index.ts';
import { Button } from '../components/button/button.tsx';
import { Icon } from '../components/icon/icon.tsx';
import { type CalculatorTexts, fillPlaceholders } from './state/calculator-texts.ts';

/** The status texts. */
export type StatusTexts = CalculatorTexts['status'];

/** Props of `QueryProblem`. */
export interface QueryProblemProps {
  /** What could not be done, e.g. "We could not load the models". */
  what: string;
  /** What went wrong: an error (described for a visitor) or words of its own. */
  error: unknown;
  status: StatusTexts;
  /** Retries the call; default none (no Retry button, for problems a retry cannot fix). */
  onRetry?: () => void;
}

/** The reason, for a visitor: the server's status, no answer at all, an unreadable answer, or the words given. */
export function problemReason(error: unknown, status: StatusTexts): string {
  if (typeof error === 'string') return error;
  if (error instanceof ApiError) {
    return fillPlaceholders(status.serverAnswered, {
      status: `${error.status}${error.statusText ? ` ${error.statusText}` : ''}`,
    });
  }
  if (error instanceof NetworkError) return status.unreachable;
  if (error instanceof ResponseBodyError) return status.unreadable;
  return status.unexpected;
}

/** An alert with the reason and a Retry button. */
export function QueryProblem({ what, error, status, onRetry }: QueryProblemProps) {
  return (
    <div className="calc-problem" role="alert">
      <Icon name="warning" />
      <div>
        <p className="calc-problem__title">{what}</p>
        <p className="calc-problem__reason">
          {problemReason(error, status)}
          {onRetry ? ` ${status.tryAgain}` : ''}
        </p>
        {onRetry ? <Button variant="secondary" label={status.retry} onClick={onRetry} /> : null}
      </div>
    </div>
  );
}
