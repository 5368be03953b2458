import { droppedStatus } from './guard-proxy.ts';

/** Marks the line on which the child process prints the verifier's JSON results. */
export const resultMarker = '__HCUK_VERIFICATION_RESULT__';

/** The environment variable that carries the verifier's options (JSON) to the child process. */
export const verifierOptionsVariable = 'HCUK_VERIFIER_OPTIONS';

/** What the native verifier's JSON results say, reduced to one outcome per interaction. */
export interface InteractionOutcome {
  description: string;
  passed: boolean;
  /** Readable mismatches, e.g. `$: Actual map is missing the following keys: vehicleResults`. */
  problems: string[];
  /** A failure in a pending pact (docs.pact.io/pending): reported, and published, but it does not fail the build. */
  pending?: boolean;
}

/** The outcomes of one verification run. */
export interface VerificationReport {
  outcomes: InteractionOutcome[];
  passed: boolean;
  /** The native verifier's own verbose report. */
  output: string[];
  /** What failed outside any one interaction: a pact the broker would not give, results it would not take. */
  failures: string[];
}

interface NativeError {
  interaction: string;
  mismatch?: { mismatches?: NativeMismatch[]; message?: string; type?: string; interactionId?: string };
}
interface NativeResults {
  errors?: NativeError[];
  pendingErrors?: NativeError[];
  interactionResults?: { description: string; result: string; interactionId?: string }[];
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

/** A provider state an interaction is given, as the pact names it. */
export interface PactProviderState {
  name: string;
  params?: Record<string, unknown>;
}

/** An interaction of the pact being verified: what the report must account for, and what a failure names. */
export interface PactInteractionSummary {
  description: string;
  method: string;
  path: string;
  /** The provider states it is given, if any. */
  states?: PactProviderState[];
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

/** True when a native error belongs to an interaction: by the broker's interaction id, else by its description. */
function errorOf(error: NativeError, interactionId: string | undefined, description: string): boolean {
  const id = error.mismatch?.interactionId;
  return id && interactionId ? id === interactionId : error.interaction.endsWith(` - ${description}`);
}

/** Where a kind of mismatch comes in a failure's lines: the status first (often the cause of the rest), then headers. */
const mismatchOrder = (mismatch: NativeMismatch) =>
  mismatch.type === 'StatusMismatch' ? 0 : mismatch.type === 'HeaderMismatch' ? 1 : 2;

function problemsOf(errors: NativeError[]): string[] {
  return errors.flatMap(({ mismatch }) =>
    mismatch?.mismatches?.length
      ? // The verifier lists them in no fixed order: sorted, a failure reads the same on every run.
        [...mismatch.mismatches]
          .sort((a, b) => mismatchOrder(a) - mismatchOrder(b) || (a.path ?? '').localeCompare(b.path ?? ''))
          .map(describeMismatch)
      : [mismatch?.message ?? 'failed'],
  );
}

/**
 * `what: problem`, or the problem alone when it already opens with `what`: the verifier says "Failed to load pact:
 * Failed to load pact 'URL' - …", which reads as a stutter.
 */
const withoutRepeat = (what: string, problem: string) => (problem.startsWith(what) ? problem : `${what}: ${problem}`);

/** True when the verifier got the answer guard-proxy.ts gives a request whose connection the provider dropped. */
const answeredByGuard = ({ mismatch }: NativeError) =>
  (mismatch?.mismatches ?? []).some(
    ({ type, actual }) => type === 'StatusMismatch' && Number(actual) === droppedStatus,
  );

/**
 * The report of one run: an outcome for every interaction the verifier reached and, for the committed files, every
 * other interaction of the pact too (not verified, with the crash as the reason); a dropped connection named as such;
 * a failing interaction of a pending pact marked pending; errors outside any interaction, and `extraFailures` (say,
 * results the broker would not take), as failures.
 */
export function parseVerification(
  output: string,
  interactions: readonly PactInteractionSummary[],
  extraFailures: readonly string[] = [],
): VerificationReport {
  const child = readChild(output);
  const results = readResults(child.results);
  const errors = results?.errors ?? [];
  const pendingErrors = results?.pendingErrors ?? [];
  const unclaimed = [...(child.dropped ?? [])];
  /**
   * The dropped request that answered an interaction, taken from the list so no other claims it: one the verifier got
   * the guard's answer for (its status mismatch says so), of its method and path when the pact is known here, the
   * first in the order they were sent. Several interactions share a method and path (five ask for a calculation), and
   * the others answered as they should.
   */
  const claimDrop = (own: NativeError[], summary: PactInteractionSummary | undefined) => {
    if (!own.some(answeredByGuard)) return undefined;
    const at = unclaimed.findIndex(
      (drop) => !summary || (drop.method === summary.method && drop.path === summary.path),
    );
    return at < 0 ? undefined : unclaimed.splice(at, 1)[0];
  };
  const verified = (results?.interactionResults ?? []).map(
    ({ description, result, interactionId }): InteractionOutcome => {
      const own = errors.filter((error) => errorOf(error, interactionId, description));
      const pending = pendingErrors.filter((error) => errorOf(error, interactionId, description));
      const drop = claimDrop(
        [...own, ...pending],
        interactions.find((i) => i.description === description),
      );
      const problems = drop
        ? [`the provider dropped the connection (${drop.message})`]
        : problemsOf([...own, ...pending]);
      const passed = result === 'OK' && problems.length === 0;
      return {
        description,
        passed,
        problems,
        ...(!passed && own.length === 0 && pending.length ? { pending: true } : {}),
      };
    },
  );
  const seen = new Set(verified.map((outcome) => outcome.description));
  const reason = child.crash ? `the verifier crashed: ${child.crash}` : 'the verifier stopped before this interaction';
  const missing = interactions
    .filter(({ description }) => !seen.has(description))
    .map(({ description }) => ({ description, passed: false, problems: [`not verified: ${reason}`] }));
  const outcomes: InteractionOutcome[] = [...verified, ...missing];
  const belongs = (error: NativeError) =>
    (results?.interactionResults ?? []).some(({ interactionId, description }) =>
      errorOf(error, interactionId, description),
    );
  const failures = [
    ...errors
      .filter((error) => !belongs(error))
      .map((error) => withoutRepeat(error.interaction, problemsOf([error]).join('; '))),
    ...(child.crash && interactions.length === 0 ? [`the verifier crashed: ${child.crash}`] : []),
    ...extraFailures,
  ];
  const passed =
    outcomes.length > 0 && outcomes.every((outcome) => outcome.passed || outcome.pending) && failures.length === 0;
  return { outcomes, passed, output: results?.output ?? (child.crash ? [child.crash] : []), failures };
}

/** Where a failed interaction is, for the engineer who must find it: its request and the states it is given. */
function requestLine(interaction: PactInteractionSummary | undefined): string[] {
  if (!interaction) return [];
  const states = (interaction.states ?? []).map((state) => JSON.stringify(state.name));
  return [`${interaction.method} ${interaction.path}${states.length ? `, given ${states.join(' and ')}` : ''}`];
}

/**
 * The readable lines: one per interaction (a failed one with its request and provider states, when the pact's
 * interactions are known, then its problems), then a summary; the caller prints the failures.
 */
export function formatReport(
  provider: string,
  report: VerificationReport,
  interactions: readonly PactInteractionSummary[] = [],
): string[] {
  const lines = report.outcomes.flatMap(({ description, passed, problems, pending }) => [
    `  ${passed ? 'PASS' : 'FAIL'}  ${description}${pending ? ' (pending: does not fail the build)' : ''}`,
    ...(passed ? [] : requestLine(interactions.find((interaction) => interaction.description === description))).map(
      (line) => `          ${line}`,
    ),
    ...problems.map((problem) => `          ${problem}`),
  ]);
  const failed = report.outcomes.filter((outcome) => !outcome.passed).length;
  const pending = report.outcomes.filter((outcome) => outcome.pending).length;
  // No outcome at all: no pact was read (a dead URL, a broker that refused), so counting nothing would only mislead.
  lines.push(
    report.outcomes.length === 0
      ? `${provider}: no interactions verified — FAILED`
      : `${provider}: ${report.outcomes.length} interactions, ${report.outcomes.length - failed} verified, ${failed} not verified${pending ? ` (${pending} pending)` : ''} — ${report.passed ? 'PASSED' : 'FAILED'}`,
  );
  return lines;
}
