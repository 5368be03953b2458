import type { BrokerConnection } from './broker-connection.ts';
import type { PacticipantVersion } from './pacticipant-version.ts';
import { type BrokerCommandOptions, brokerFailureReason, runBrokerCommand } from './run-broker-command.ts';

/** Options of {@link recordDeployment}. */
export interface RecordDeploymentOptions extends BrokerCommandOptions, PacticipantVersion {
  broker: BrokerConnection;
  environment: string;
  /** Which of several instances in the environment (say, a region); default none. */
  applicationInstance?: string;
}

/**
 * Tells the broker the version is now deployed to the environment (`pact broker record-deployment`), so that
 * can-i-deploy checks others against it and providers keep verifying its pacts (the deployedOrReleased selector).
 * Throws `[hcuk] …` when the broker refuses (an environment it does not know, say) or fails.
 */
export async function recordDeployment(options: RecordDeploymentOptions): Promise<void> {
  const { pacticipant, version, environment, broker } = options;
  const args = ['record-deployment', '--pacticipant', pacticipant, '--version', version, '--environment', environment];
  if (options.applicationInstance) args.push('--application-instance', options.applicationInstance);
  const run = await runBrokerCommand(args, broker, options);
  if (run.status !== 0)
    throw new Error(`[hcuk] recording the deployment at ${broker.url} failed: ${brokerFailureReason(run)}`);
}
