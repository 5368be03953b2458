import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VerifierOptions } from '@pact-foundation/pact';
import { assertBrokerAnswers } from '../broker/assert-broker-answers.ts';
import { brokerEnvironment } from '../broker/broker-connection.ts';
import { bodyExcerpt } from '../cli/body-excerpt.ts';
import { redact } from '../cli/redact.ts';
import { UsageError } from '../cli/usage-error.ts';
import { readPact } from '../compare/compare-pact.ts';
import { type Group, providerNames } from '../documents.ts';
import { reportAbandoned } from './abandoned-requests.ts';
import { reportBreaches } from './document-breaches.ts';
import { type DocumentCheckProxy, startDocumentCheckProxy } from './document-check-proxy.ts';
import { readPactAt } from './pact-at-url.ts';
import { interactionSummaries } from './pact-interactions.ts';
import { type PactSource, sourceOptions } from './pact-source.ts';
import { connectionProblem, type ProviderConnection, providerConnection } from './provider-connection.ts';
import { publishFailures } from './publish-failures.ts';
import {
  type PactInteractionSummary,
  type PactProviderState,
  parseVerification,
  resultMarker,
  type VerificationReport,
  verifierOptionsVariable,
} from './verification-report.ts';
import { verifySecrets } from './verify-secrets.ts';

/** What `npm run contracts:verify` takes. */
export interface VerifyOptions {
  provider: Group;
  baseUrl: string;
  /** Provider-state endpoint; default `{baseUrl}/__pact/provider-states`; skipped with a warning when absent. */
  statesUrl?: string;
  /** Replaces the pacts' example bearer token with a real one. */
  token?: string;
  /** Replaces the pacts' example client id. */
  clientId?: string;
  /** Replaces the pacts' example anti-forgery token. */
  antiForgeryToken?: string;
  /** Where the pacts come from; default the committed files in contracts/pacts. */
  source?: PactSource;
  /** The provider version verified; required to publish. */
  providerVersion?: string;
  /** The provider's branch: for pending and WIP pacts, the matchingBranch selector, and the published results. */
  providerBranch?: string;
  /** The provider's CI build, linked from the published results; default none. */
  buildUrl?: string;
  /** Publish the results to the broker the pacts came from; default false. */
  publish?: boolean;
  /** How long the verifier waits for each answer, in seconds; default 30 (Pact's own). */
  requestTimeoutSeconds?: number;
  /**
   * Certificates (PEM) to trust for an HTTPS provider and its provider-state endpoint, beside the system's: a
   * development certificate, or the authority that signed it (`provider-connection.ts`). Default none.
   */
  providerCa?: string;
}

/** Pact's own limit for one request, in seconds. */
export const defaultRequestTimeoutSeconds = 30;

/**
 * Warnings to show before the report (the run's set-up), the verification's report, warnings to show after it (the
 * rules a pending pact's answers broke, which its FAIL lines point below to), and the pact's interactions when they are
 * known (the files).
 */
export interface VerifyResult {
  warnings: string[];
  afterReport: string[];
  report: VerificationReport;
  interactions: PactInteractionSummary[];
}

/**
 * Throws `[hcuk] nothing answers at …` unless something at the base URL answers (any status) within `timeoutMs`: the
 * verifier's limit for one request, so that a server waking from a cold start is waited for as its answers would be.
 * A provider whose certificate is not trusted is named as such, with the flag that trusts it.
 */
export async function assertProviderAnswers(
  baseUrl: string,
  timeoutMs: number,
  connection: ProviderConnection = providerConnection(),
): Promise<void> {
  // Without this check the native verifier retries every interaction for minutes before failing.
  try {
    await connection.ask(baseUrl, { timeoutMs });
  } catch (error) {
    const problem = connectionProblem(error, baseUrl, '--base-url');
    if (problem) throw new Error(`[hcuk] the provider at ${baseUrl} ${problem}.`);
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`[hcuk] nothing answers at ${baseUrl} (${cause}): start the provider, or check --base-url.`);
  }
}

/** How long one call to the provider-state endpoint may take, outside the verifier's own run. */
const statesTimeoutMs = 5_000;

/**
 * A call to the provider-state endpoint, as the verifier makes it: `action` on `state`, with `headers` (the token and
 * ids the verifier's calls carry), given at most `timeoutMs` (default 5 s).
 */
const askStates = (
  connection: ProviderConnection,
  statesUrl: string,
  headers: Record<string, string>,
  action: 'setup' | 'teardown',
  state: PactProviderState,
  timeoutMs = statesTimeoutMs,
) =>
  connection.ask(statesUrl, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: state.name, action, params: state.params ?? {} }),
    timeoutMs,
  });

const notStates = (why: string) =>
  `does not answer a provider-state request (${why}): check the URL, or leave it out to verify without states`;

/**
 * Why the provider-state endpoint is not there, in words that follow its URL, or undefined when it is: it answers a
 * harmless teardown (anything but 404/405) within `timeoutMs` (the verifier's limit for one request), sent with
 * `headers`. The teardown names `state`, one the pacts use, when known: an endpoint may refuse a state it does not
 * know, the empty name included, with a 404, and still be there. One that could not be asked says why
 * (`connectionProblem`).
 */
export async function statesEndpointProblem(
  statesUrl: string,
  headers: Record<string, string> = {},
  {
    timeoutMs = statesTimeoutMs,
    state = '',
    connection = providerConnection(),
  }: { timeoutMs?: number; state?: string; connection?: ProviderConnection } = {},
): Promise<string | undefined> {
  try {
    const { status } = await askStates(connection, statesUrl, headers, 'teardown', { name: state }, timeoutMs);
    return status === 404 || status === 405 ? notStates(`it answered ${status}`) : undefined;
  } catch (error) {
    return (
      connectionProblem(error, statesUrl, '--states-url') ??
      notStates(`nothing answers: ${error instanceof Error ? error.message : String(error)}`)
    );
  }
}

/** The interactions of a group's pact file, which the report accounts for one by one. */
const pactInteractions = (group: Group) => interactionSummaries(readPact(group));

/** What the verifier says when the provider-state endpoint did not set a state up (not a failed teardown). */
const stateSetupFailed = /setup state change handlers? has failed/i;

/**
 * Why the provider-state endpoint would not set `state` up: it is asked again after the run, as the verifier asked it
 * (setup, then always teardown), with the same headers, and its answer is named, since the verifier's own report names
 * neither the state nor the answer. `answered` is false for a setup that gave no answer: the caller stops asking.
 */
async function stateProblem(
  connection: ProviderConnection,
  statesUrl: string,
  state: PactProviderState,
  headers: Record<string, string>,
): Promise<{ problem: string; answered: boolean }> {
  const ask = (action: 'setup' | 'teardown') => askStates(connection, statesUrl, headers, action, state);
  const named = `the provider state ${JSON.stringify(state.name)} was not set up by POST ${statesUrl}`;
  try {
    const { status, text } = await ask('setup');
    const body = bodyExcerpt(text);
    return {
      problem:
        status >= 200 && status < 300
          ? `${named} during the run; asked again after it, it answered ${status}`
          : `${named}: asked again after the run, it answered ${status}${body ? ` (${body})` : ''}`,
      answered: true,
    };
  } catch (error) {
    return {
      problem: `${named}: asked again after the run, it gave no answer (${error instanceof Error ? error.message : String(error)})`,
      answered: false,
    };
  } finally {
    await ask('teardown').catch(() => undefined);
  }
}

/** The child's whole stdout: the native verifier's log lines, then the marker and its envelope. */
function runInChild(options: VerifierOptions, secrets: readonly string[]): Promise<string> {
  // From the sources, the child runs the TypeScript through tsx; from a built package, its own module.
  const fromSources = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(
    new URL(fromSources ? './run-verifier.ts' : './verify/run-verifier.js', import.meta.url),
  );
  const flags = fromSources ? ['--conditions=hcuk-source', '--import', 'tsx'] : [];
  // The options (which may hold the provider's and the broker's tokens) travel in the environment, not on a command
  // line other users can read. No PACT_BROKER_ variable reaches the child: pact-core would add a broker source or
  // publish results on its own when it sees PACT_BROKER_BASE_URL or PACT_BROKER_PUBLISH_VERIFICATION_RESULTS.
  const env = { ...brokerEnvironment(undefined, process.env), [verifierOptionsVariable]: JSON.stringify(options) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    // The verifier's own log goes on to ours, line by line, redacted: it may echo a header or a broker URL.
    let stderr = '';
    const passOn = (text: string) => process.stderr.write(redact(text, secrets));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const end = stderr.lastIndexOf('\n') + 1;
      if (end === 0) return;
      passOn(stderr.slice(0, end));
      stderr = stderr.slice(end);
    });
    child.on('error', reject);
    child.on('close', () => {
      if (stderr) passOn(stderr);
      resolve(stdout);
    });
  });
}

/** The envelope after the marker, or everything the child printed when it died before writing one. */
function envelopeOf(stdout: string): string {
  const at = stdout.lastIndexOf(resultMarker);
  return at >= 0 ? stdout.slice(at + resultMarker.length).trim() : stdout;
}

/**
 * For each state the failed interactions were given, once, why its setup failed (the committed pacts only: a broker's
 * interactions are not known here). Stops at the first state that gets no answer: the others would wait as long.
 */
async function stateProblems(
  connection: ProviderConnection,
  statesUrl: string,
  report: VerificationReport,
  interactions: readonly PactInteractionSummary[],
  headers: Record<string, string>,
): Promise<string[]> {
  const states = new Map<string, PactProviderState>();
  for (const outcome of report.outcomes) {
    if (outcome.passed || !outcome.problems.some((problem) => stateSetupFailed.test(problem))) continue;
    const interaction = interactions.find(({ description }) => description === outcome.description);
    for (const state of interaction?.states ?? []) states.set(JSON.stringify([state.name, state.params]), state);
  }
  const problems: string[] = [];
  for (const state of states.values()) {
    const { problem, answered } = await stateProblem(connection, statesUrl, state, headers);
    problems.push(problem);
    if (!answered) break;
  }
  return problems;
}

/**
 * Where the verifier sends its provider-state calls, and what to close after the run. Over HTTP without `--token`,
 * the endpoint itself. Otherwise through a proxy: one that makes the connection over HTTPS (`provider-connection.ts`),
 * since the verifier's own would not trust a development certificate, and adds `--token`'s `authorization`. The
 * document check's, when the endpoint is on the provider's origin.
 */
async function statesCalls(
  statesUrl: string,
  baseUrl: string,
  documentCheck: DocumentCheckProxy,
  group: Group,
  connection: ProviderConnection,
  authorization: string | undefined,
): Promise<{ url: string; close?: () => Promise<void> }> {
  const endpoint = new URL(statesUrl);
  if (endpoint.protocol !== 'https:' && !authorization) return { url: statesUrl };
  const onOrigin = endpoint.origin === new URL(baseUrl).origin;
  const proxy = onOrigin
    ? documentCheck
    : await startDocumentCheckProxy(endpoint.origin, group, connection.request, authorization);
  const url = `${proxy.url}${endpoint.pathname}${endpoint.search}`;
  return onOrigin ? { url } : { url, close: proxy.close };
}

/** Runs Pact's verifier for one group's pacts (from the files, a broker or a pact URL) against a running provider. */
export async function verifyProvider(options: VerifyOptions): Promise<VerifyResult> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const statesUrl = options.statesUrl ?? `${baseUrl}/__pact/provider-states`;
  const source = options.source ?? { from: 'files' };
  if (options.publish && (source.from === 'files' || !options.providerVersion))
    throw new Error('[hcuk] publishing results needs pacts from a broker and a provider version.');
  const limitSeconds = options.requestTimeoutSeconds ?? defaultRequestTimeoutSeconds;
  const limitMs = limitSeconds * 1000;
  const connection = providerConnection(options.providerCa);
  await assertProviderAnswers(baseUrl, limitMs, connection);
  if (source.from === 'broker') await assertBrokerAnswers(source.broker);
  const atUrl = source.from === 'url' ? await readPactAt(source.url, source.broker, options.provider) : undefined;
  // Pact publishes a pact's results through the broker link in it: without one, --publish would publish nothing.
  if (source.from === 'url' && options.publish && !atUrl?.publishable)
    throw new UsageError(
      `--publish: the pact at ${source.url} has no broker link to publish its results to (pb:publish-verification-results): give the pact's URL at your broker, as its webhook names it, or leave out --publish.`,
    );
  const warnings: string[] = [];
  const customProviderHeaders: Record<string, string> = {};
  if (options.token) customProviderHeaders.Authorization = `Bearer ${options.token}`;
  if (options.clientId) customProviderHeaders['X-Client-Id'] = options.clientId;
  if (options.antiForgeryToken) customProviderHeaders.RequestVerificationToken = options.antiForgeryToken;
  // From a broker the pacts are whatever it selected: there is no list of interactions to account for up front.
  const expected = source.from === 'files' ? pactInteractions(options.provider) : (atUrl?.interactions ?? []);
  const statesProblem = await statesEndpointProblem(statesUrl, customProviderHeaders, {
    connection,
    timeoutMs: limitMs,
    state: expected.flatMap(({ states }) => states ?? [])[0]?.name,
  });
  const withStates = statesProblem === undefined;
  // One the team named must be there: carrying on without it would fail interactions for a reason they did not ask.
  if (!withStates && options.statesUrl) throw new UsageError(`--states-url ${statesUrl} ${statesProblem}.`);
  if (!withStates) {
    warnings.push(
      `[hcuk] no provider-state endpoint at ${statesUrl}: provider states are skipped, so interactions that need one may fail.`,
    );
  }
  // The verifier reaches the provider through a proxy that holds each answer to the document's rules too, and puts
  // --token's bearer token where the pacts send theirs (not on the expired-token interaction, whose token a provider
  // must refuse: as Pact's customProviderHeaders, it would replace that one too). The state calls carry it as before.
  const { Authorization: authorization, ...verifierHeaders } = customProviderHeaders;
  const documentCheck = await startDocumentCheckProxy(baseUrl, options.provider, connection.request, authorization);
  const states = withStates
    ? await statesCalls(statesUrl, baseUrl, documentCheck, options.provider, connection, authorization)
    : null;
  const verifierOptions: VerifierOptions = {
    provider: providerNames[options.provider],
    providerBaseUrl: documentCheck.url,
    logLevel: 'error',
    timeout: limitMs,
    ...(states ? { providerStatesSetupUrl: states.url, providerStatesSetupTeardown: true } : {}),
    ...(Object.keys(verifierHeaders).length ? { customProviderHeaders: verifierHeaders } : {}),
    ...sourceOptions(source, options.provider, options.providerBranch),
    ...(options.publish
      ? {
          publishVerificationResult: true,
          providerVersion: options.providerVersion,
          ...(options.providerBranch ? { providerVersionBranch: options.providerBranch } : {}),
          ...(options.buildUrl ? { buildUrl: options.buildUrl } : {}),
        }
      : {}),
  };
  const stdout = await runInChild(verifierOptions, verifySecrets(options)).finally(() =>
    Promise.all([documentCheck.close(), states?.close?.()]),
  );
  const report = parseVerification(envelopeOf(stdout), expected, publishFailures(stdout));
  if (withStates)
    report.failures.push(...(await stateProblems(connection, statesUrl, report, expected, customProviderHeaders)));
  reportAbandoned(report, documentCheck.abandoned(), expected, baseUrl, limitSeconds);
  const afterReport = reportBreaches(report, documentCheck.breaches(), expected);
  return { warnings, report, afterReport, interactions: expected };
}
