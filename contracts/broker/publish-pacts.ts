import { readdirSync } from 'node:fs';
import { pactDir } from '../documents.ts';
import type { BrokerConnection } from './broker-connection.ts';
import type { ConsumerVersion } from './consumer-version.ts';
import { type BrokerCommandOptions, brokerFailureReason, runBrokerCommand } from './run-broker-command.ts';

/** Options of {@link publishPacts}. */
export interface PublishPactsOptions extends BrokerCommandOptions {
  broker: BrokerConnection;
  version: ConsumerVersion;
  /** The folder of pact files; default contracts/pacts. */
  pactFolder?: string;
}

/** The pact files a publish sends: every `*.json` in the folder, sorted. */
export function pactFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/**
 * Publishes every pact in the folder through the official broker client (`pact broker publish`, the broker's
 * `pb:publish-contracts`), as one consumer version with its branch and build URL. Throws `[hcuk] …` with the client's
 * reason when the broker refuses or cannot be reached.
 */
export async function publishPacts(options: PublishPactsOptions): Promise<void> {
  const folder = options.pactFolder ?? pactDir;
  if (pactFilesIn(folder).length === 0)
    throw new Error(`[hcuk] no pact files in ${folder}: run npm run test:contracts first.`);
  const { number, branch, buildUrl } = options.version;
  const args = ['publish', folder, '--consumer-app-version', number];
  if (branch) args.push('--branch', branch);
  if (buildUrl) args.push('--build-url', buildUrl);
  const run = await runBrokerCommand(args, options.broker, options);
  if (run.status !== 0)
    throw new Error(`[hcuk] publishing the pacts to ${options.broker.url} failed: ${brokerFailureReason(run)}`);
}
