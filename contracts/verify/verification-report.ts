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

/** An interaction of the pact being verified: what the report must account for. */
export interface PactInteractionSummary {
  description: string;
  method: string;
  path: string;
}

/** What the verifier child prints after the marker (see `run-verifier.ts`). */
interface ChildOutcome {
  results?: string | null;
  crash?: string | null;
  dropped?: { method: string; path: string; message: string }[];
}

function readChild(output: string): ChildOutcome {
  try {
    const child = JSON.parse(output) as unknown;
    if (child !== null && typeof child === 'object') return child as ChildOutcome;
  } catch {
    // Not the child's envelope: the child died before printing it.
  }
  return { crash: output.trim() || 'the verifier exited without a report' };
}

function readResults(results: string | null | undefined): NativeResults | null {
  if (!results) return null;
  try {
    return JSON.parse(results) as NativeResults;
  } catch {
    return null;
  }
}

/**
 * The report of one run: an outcome for every interaction of the pact, even when the verifier crashed or stopped
 * early (those are not verified, with the crash as the reason), and a dropped connection named as such.
 */
export function parseVerification(output: string, interactions: readonly PactInteractionSummary[]): VerificationReport {
  const child = readChild(output);
  const results = readResults(child.results);
  const droppedFor = ({ method, path }: PactInteractionSummary) =>
    (child.dropped ?? []).filter((drop) => drop.method === method && drop.path === path);
  const verified = (results?.interactionResults ?? []).map(({ description, result }) => {
    const errors = (results?.errors ?? []).filter(({ interaction }) => interaction.endsWith(` - ${description}`));
    const drops = droppedFor(
      interactions.find((i) => i.description === description) ?? { description, method: '', path: '' },
    );
    const problems = drops.length
      ? drops.map((drop) => `the provider dropped the connection (${drop.message})`)
      : errors.flatMap(({ mismatch }) =>
          mismatch?.mismatches?.length ? mismatch.mismatches.map(describeMismatch) : [mismatch?.message ?? 'failed'],
        );
    return { description, passed: result === 'OK' && problems.length === 0, problems };
  });
  const seen = new Set(verified.map((outcome) => outcome.description));
  const reason = child.crash ? `the verifier crashed: ${child.crash}` : 'the verifier stopped before this interaction';
  const missing = interactions
    .filter(({ description }) => !seen.has(description))
    .map(({ description }) => ({ description, passed: false, problems: [`not verified: ${reason}`] }));
  const outcomes = [...verified, ...missing];
  const passed = outcomes.length > 0 && outcomes.every((outcome) => outcome.passed) && !(results?.errors ?? []).length;
  return { outcomes, passed, output: results?.output ?? (child.crash ? [child.crash] : []) };
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
