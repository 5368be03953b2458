/** Marks the line on which the child process prints the verifier's JSON results. */
export const resultMarker = '__HCUK_VERIFICATION_RESULT__';

/** What the native verifier's JSON results say, reduced to one outcome per interaction. */
export interface InteractionOutcome {
  description: string;
  passed: boolean;
  /** Readable mismatches, e.g. `$: Actual map is missing the following keys: vehicleResults`. */
  problems: string[];
}

/** The outcomes of one verification run. */
export interface VerificationReport {
  outcomes: InteractionOutcome[];
  passed: boolean;
  /** The native verifier's own verbose report. */
  output: string[];
}

interface NativeResults {
  errors?: { interaction: string; mismatch?: { mismatches?: NativeMismatch[]; message?: string; type?: string } }[];
  interactionResults?: { description: string; result: string }[];
  output?: string[];
}
interface NativeMismatch {
  type: string;
  path?: string;
  mismatch?: string;
  expected?: unknown;
  actual?: unknown;
}

function describeMismatch(mismatch: NativeMismatch): string {
  if (mismatch.type === 'StatusMismatch') return `status: expected ${mismatch.expected} but was ${mismatch.actual}`;
  const where = mismatch.path ? `${mismatch.path}: ` : '';
  return `${where}${mismatch.mismatch ?? `${mismatch.type}: expected ${String(mismatch.expected)}, got ${String(mismatch.actual)}`}`;
}

/** Parses the native verifier's JSON results; anything unparseable becomes a failed report saying so. */
export function parseVerification(json: string): VerificationReport {
  let results: NativeResults;
  try {
    results = JSON.parse(json) as NativeResults;
  } catch {
    return { outcomes: [], passed: false, output: [`[hcuk] the verifier did not run: ${json.trim()}`] };
  }
  const outcomes = (results.interactionResults ?? []).map(({ description, result }) => {
    const errors = (results.errors ?? []).filter(({ interaction }) => interaction.endsWith(` - ${description}`));
    const problems = errors.flatMap(({ mismatch }) =>
      mismatch?.mismatches?.length ? mismatch.mismatches.map(describeMismatch) : [mismatch?.message ?? 'failed'],
    );
    return { description, passed: result === 'OK' && problems.length === 0, problems };
  });
  const passed = outcomes.length > 0 && outcomes.every((outcome) => outcome.passed) && !(results.errors ?? []).length;
  return { outcomes, passed, output: results.output ?? [] };
}

/** The readable lines: one per interaction (with its problems), then a summary. */
export function formatReport(provider: string, report: VerificationReport): string[] {
  const lines = report.outcomes.flatMap(({ description, passed, problems }) => [
    `  ${passed ? 'PASS' : 'FAIL'}  ${description}`,
    ...problems.map((problem) => `          ${problem}`),
  ]);
  const failed = report.outcomes.filter((outcome) => !outcome.passed).length;
  lines.push(
    `${provider}: ${report.outcomes.length} interactions, ${report.outcomes.length - failed} verified, ${failed} not verified — ${report.passed ? 'PASSED' : 'FAILED'}`,
  );
  return lines;
}
