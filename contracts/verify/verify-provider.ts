import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VerifierOptions } from '@pact-foundation/pact';
import { readPact } from '../compare/compare-pact.ts';
import { type Group, pactFileFor, providerNames } from '../documents.ts';
import {
  type PactInteractionSummary,
  parseVerification,
  resultMarker,
  type VerificationReport,
} from './verification-report.ts';

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
  /** Publish results to the broker in PACT_BROKER_BASE_URL (pacts then come from the broker, not the files). */
  publish?: { brokerUrl: string; brokerToken?: string; providerVersion: string; providerBranch?: string };
}

/** A warning to show, and the verification's report. */
export interface VerifyResult {
  warnings: string[];
  report: VerificationReport;
}

/** Throws `[hcuk] nothing answers at …` unless something at the base URL answers (any status) within 5 s. */
export async function assertProviderAnswers(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    // Without this check the native verifier retries every interaction for minutes before failing.
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new Error(`[hcuk] nothing answers at ${baseUrl} (${cause}): start the provider, or check --base-url.`);
  }
}

/** True when the provider-state endpoint answers a harmless teardown (anything but 404/405 or no answer). */
export async function hasStatesEndpoint(statesUrl: string): Promise<boolean> {
  try {
    const response = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: '', action: 'teardown', params: {} }),
    });
    return response.status !== 404 && response.status !== 405;
  } catch {
    return false;
  }
}

/** The interactions of a group's pact file, which the report accounts for one by one. */
function pactInteractions(group: Group): PactInteractionSummary[] {
  return (readPact(group).interactions as { description: string; request: { method: string; path: string } }[]).map(
    ({ description, request }) => ({ description, method: request.method, path: request.path }),
  );
}

function runInChild(options: VerifierOptions): Promise<string> {
  const script = fileURLToPath(new URL('./run-verifier.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', () => {
      const at = stdout.lastIndexOf(resultMarker);
      resolve(at >= 0 ? stdout.slice(at + resultMarker.length).trim() : stdout);
    });
  });
}

/** Runs Pact's verifier for one group's pact against a running provider. */
export async function verifyProvider(options: VerifyOptions): Promise<VerifyResult> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const statesUrl = options.statesUrl ?? `${baseUrl}/__pact/provider-states`;
  await assertProviderAnswers(baseUrl);
  const warnings: string[] = [];
  const withStates = await hasStatesEndpoint(statesUrl);
  if (!withStates) {
    warnings.push(
      `[hcuk] no provider-state endpoint at ${statesUrl}: provider states are skipped, so interactions that need one may fail.`,
    );
  }
  const customProviderHeaders: Record<string, string> = {};
  if (options.token) customProviderHeaders.Authorization = `Bearer ${options.token}`;
  if (options.clientId) customProviderHeaders['X-Client-Id'] = options.clientId;
  if (options.antiForgeryToken) customProviderHeaders.RequestVerificationToken = options.antiForgeryToken;
  const verifierOptions: VerifierOptions = {
    provider: providerNames[options.provider],
    providerBaseUrl: baseUrl,
    logLevel: 'error',
    ...(withStates ? { providerStatesSetupUrl: statesUrl, providerStatesSetupTeardown: true } : {}),
    ...(Object.keys(customProviderHeaders).length ? { customProviderHeaders } : {}),
    ...(options.publish
      ? {
          pactBrokerUrl: options.publish.brokerUrl,
          pactBrokerToken: options.publish.brokerToken,
          publishVerificationResult: true,
          providerVersion: options.publish.providerVersion,
          providerVersionBranch: options.publish.providerBranch,
          consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        }
      : { pactUrls: [pactFileFor(options.provider)] }),
  };
  return { warnings, report: parseVerification(await runInChild(verifierOptions), pactInteractions(options.provider)) };
}
