import { redact } from '../cli/redact.ts';
import type { BrokerConnection } from './broker-connection.ts';
import { brokerJson } from './broker-request.ts';
import { brokerSecrets } from './broker-secrets.ts';
import type { PacticipantVersion } from './pacticipant-version.ts';
import { type BrokerCommandOptions, brokerFailureReason, runBrokerCommand } from './run-broker-command.ts';

/** Options of {@link canIDeploy}. */
export interface CanIDeployOptions extends BrokerCommandOptions, PacticipantVersion {
  broker: BrokerConnection;
  environment: string;
  /** Ask again this many times while a verification is still missing; default 0. */
  retryWhileUnknown?: number;
  /** Seconds between those retries; default the client's (5). */
  retryInterval?: number;
  /** Print the answer but always succeed (for setting a pipeline up); default false. */
  dryRun?: boolean;
}

/**
 * Asks the broker (`pact broker can-i-deploy`, the matrix) whether the version has a successful verification with
 * every version of the applications it talks to that are in the environment. Resolves when it may be deployed;
 * throws `[hcuk] …` (redacted) when it may not (the client's table says which pair failed) or the broker fails. The
 * broker's index is asked first, without following a redirect, so that a broker that refuses, fails, moved or is a
 * sign-in page says so with its status and words, and a dead address fails at once.
 */
export async function canIDeploy(options: CanIDeployOptions): Promise<void> {
  const { pacticipant, version, environment, broker } = options;
  const doing = `can-i-deploy at ${broker.url}`;
  await brokerJson(broker, { url: broker.url, doing, ...(options.env ? { env: options.env } : {}) });
  const args = ['can-i-deploy', '--pacticipant', pacticipant, '--version', version, '--to-environment', environment];
  if (options.retryWhileUnknown) args.push('--retry-while-unknown', String(options.retryWhileUnknown));
  if (options.retryInterval) args.push('--retry-interval', String(options.retryInterval));
  if (options.dryRun) args.push('--dry-run');
  const run = await runBrokerCommand(args, broker, options);
  if (run.status === 0) return;
  if (run.output.includes('Computer says no'))
    throw new Error(
      `[hcuk] ${pacticipant} ${version} may not be deployed to ${environment}: the broker has no successful verification with every version there (the table above says which).`,
    );
  throw new Error(redact(`[hcuk] ${doing} failed: ${brokerFailureReason(run)}`, brokerSecrets(broker)));
}
