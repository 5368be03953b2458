import type { BrokerConnection } from './broker-connection.ts';
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
 * throws `[hcuk] …` when it may not (the client's table says which pair failed) or the broker fails.
 */
export async function canIDeploy(options: CanIDeployOptions): Promise<void> {
  const { pacticipant, version, environment, broker } = options;
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
  throw new Error(`[hcuk] can-i-deploy at ${broker.url} failed: ${brokerFailureReason(run)}`);
}
