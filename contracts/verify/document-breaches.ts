/**
 * What the document check (`document-check-proxy.ts`) found, put into the verification's report: the interactions it
 * turned into a 502 say why in one line, not as the 502's status, content type and body kind, and the rules broken
 * are listed below the results. Pact decides pass or fail, as the breach made the interaction fail: a pending pact's
 * failure stays pending, so the rules then come as warnings.
 */
import { breachLine, type DocumentBreach } from './document-check-proxy.ts';
import type { PactInteractionSummary, VerificationReport } from './verification-report.ts';

const refusedStatus = /^status: expected (\d+) but was 502$/;

/**
 * Rewrites the outcomes a breach failed, and adds the breaches to the report's failures (or returns them, as
 * warnings, when the report still passes). `interactions` are the pact's, when known (the committed files): an
 * outcome is then matched to a breach by its method and path; from a broker, any breach explains a 502.
 */
export function reportBreaches(
  report: VerificationReport,
  breaches: readonly DocumentBreach[],
  interactions: readonly PactInteractionSummary[],
): string[] {
  if (breaches.length === 0) return [];
  const breached = new Set(breaches.map(({ method, path }) => `${method} ${path}`));
  for (const outcome of report.outcomes) {
    const refused = outcome.problems.map((problem) => refusedStatus.exec(problem)).find(Boolean);
    if (!refused) continue;
    const interaction = interactions.find(({ description }) => description === outcome.description);
    if (interaction && !breached.has(`${interaction.method.toUpperCase()} ${interaction.path}`)) continue;
    const expected = refused[1];
    outcome.problems = [
      expected === '200'
        ? 'the answer breaks the OpenAPI document (the rules it broke are listed below the results)'
        : `status: expected ${expected} but was 200, an answer that also breaks the OpenAPI document (listed below the results)`,
    ];
  }
  const lines = breaches.map(breachLine);
  if (report.passed) return lines.map((line) => `[hcuk] ${line} (a pending pact's: it does not fail the build)`);
  report.failures.push(...lines);
  return [];
}
