/** For the verification tests: the descriptions of the interactions a report failed, and each one's problems. */
import type { VerificationReport } from './verification-report.ts';

export const failedInteractions = (report: VerificationReport): Record<string, string> =>
  Object.fromEntries(report.outcomes.filter((o) => !o.passed).map((o) => [o.description, o.problems.join('\n')]));
