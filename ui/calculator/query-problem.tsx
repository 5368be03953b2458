/**
 * A failed server call, in place, in the visitor's words (GOV.UK style): what could not be done ("Sorry, we could not
 * get the running costs."), what to do, and a Try again button. The technical detail (the SDK's `[hcuk]` message:
 * operation, status) goes to the console and to analytics, never to the visitor. The rest of the calculator, and
 * everything the visitor entered, stays as it is. The words come from the content's `status` texts.
 */

import { NetworkError } from '@hcuk-genesis/sdk';
import { useEffect } from 'react';
import { hostSiteSection } from '../analytics/click-tracking.ts';
import { trackEvent } from '../analytics/track-event.ts';
import { calculatorErrorEvent } from '../analytics/tracking-events.ts';
import { Button } from '../components/button/button.tsx';
import { Icon } from '../components/icon/icon.tsx';
import { browserOnline } from '../components/network/browser-online.ts';
import type { CalculatorTexts } from './state/texts/index.ts';

/** The status texts. */
export type StatusTexts = CalculatorTexts['status'];

/** Props of `QueryProblem`. */
export interface QueryProblemProps {
  /** What could not be done, in the visitor's words: "Sorry, we could not get the models." */
  what: string;
  /** The failure, for the console and analytics. */
  error: unknown;
  status: StatusTexts;
  /** Retries the call; default none (no button, for problems a retry cannot fix). */
  onRetry?: () => void;
  /** What the visitor can do; default from the error (`problemAction`). */
  action?: string;
  /** The element and the place it happened, for the analytics event; default none (console only). */
  report?: { host: Element; stepName: string };
}

/**
 * What the visitor can do: check the connection when there was no answer at all and the browser says it is offline,
 * else try again (a server that is down, or a page's policy that blocks it, is no fault of the visitor's connection).
 */
export function problemAction(error: unknown, status: StatusTexts, online = browserOnline()): string {
  return error instanceof NetworkError && !online ? status.unreachable : status.tryAgain;
}

/** The failure as a developer reads it: the SDK's `[hcuk]` message, or the value itself. */
export const technicalDetail = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/** An alert with what happened, what to do and a Try again button. */
export function QueryProblem({ what, error, status, onRetry, action, report }: QueryProblemProps) {
  const detail = technicalDetail(error);
  const host = report?.host;
  const stepName = report?.stepName;
  useEffect(() => {
    console.error(`[hcuk] <hcuk-cost-saving-calculator> ${what} (${detail})`, error);
    if (host && stepName) trackEvent(calculatorErrorEvent(hostSiteSection(host), stepName, detail), { source: host });
  }, [what, detail, error, host, stepName]);
  return (
    <div className="calc-problem" role="alert">
      <Icon name="warning" />
      <div>
        <p className="calc-problem__title">{what}</p>
        {onRetry ? (
          <>
            <p className="calc-problem__reason">{action ?? problemAction(error, status)}</p>
            <Button variant="secondary" label={status.retry} onClick={onRetry} />
          </>
        ) : null}
      </div>
    </div>
  );
}
