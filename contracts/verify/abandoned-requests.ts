/**
 * The verifier waits a limited time for each answer (30 s unless `--request-timeout` says otherwise), then reports
 * its own "error sending request for url (http://127.0.0.1:PORT/…)", which names the document check's port and
 * neither the limit nor the provider. An interaction whose request the document check saw the verifier give up on is
 * said plainly instead: no answer within the limit, from the provider's own URL, and how to allow longer.
 */
import type { AbandonedRequest } from './document-check-proxy.ts';
import type { PactInteractionSummary, VerificationReport } from './verification-report.ts';

const sendFailure = /^error sending request for url \(https?:\/\/[^/)]+(\/[^)?]*)/;

/** Rewrites the outcomes of `report` whose request was abandoned (`interactions`: the pact's, when known). */
export function reportAbandoned(
  report: VerificationReport,
  abandoned: readonly AbandonedRequest[],
  interactions: readonly PactInteractionSummary[],
  baseUrl: string,
  limitSeconds: number,
): void {
  if (abandoned.length === 0) return;
  for (const outcome of report.outcomes) {
    const index = outcome.problems.findIndex((problem) => sendFailure.test(problem));
    const sentPath = sendFailure.exec(outcome.problems[index] ?? '')?.[1];
    if (sentPath === undefined) continue;
    const interaction = interactions.find(({ description }) => description === outcome.description);
    const request = abandoned.find(({ method, path }) =>
      interaction ? method === interaction.method.toUpperCase() && path === interaction.path : path === sentPath,
    );
    if (!request) continue;
    outcome.problems[index] =
      `no answer within ${limitSeconds} s, the verifier's limit for one request: ${request.method} ${baseUrl}${request.path} (a slow server may be given longer with --request-timeout SECONDS)`;
  }
}
