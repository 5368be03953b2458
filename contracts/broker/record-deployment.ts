import { bodyExcerpt } from '../cli/body-excerpt.ts';
import { redact } from '../cli/redact.ts';
import type { BrokerConnection } from './broker-connection.ts';
import { brokerJson } from './broker-request.ts';
import { brokerSecrets } from './broker-secrets.ts';
import { expandLink, halLinks } from './hal-links.ts';
import type { PacticipantVersion } from './pacticipant-version.ts';
import type { BrokerCommandOptions } from './run-broker-command.ts';

/** Options of {@link recordDeployment}. */
export interface RecordDeploymentOptions extends BrokerCommandOptions, PacticipantVersion {
  broker: BrokerConnection;
  environment: string;
  /** Which of several instances in the environment (say, a region); default none. */
  applicationInstance?: string;
}

/**
 * Tells the broker the version is now deployed to the environment, so that can-i-deploy checks others against it and
 * providers keep verifying its pacts (the deployedOrReleased selector): the version's `pb:record-deployment` link
 * for that environment, as the official client follows it. Spoken directly rather than through the client, which
 * follows a redirect by re-sending the POST as a GET: here a redirect fails, and so does an answer that is not a
 * deployment. Throws `[hcuk] …` (redacted) when the broker refuses (an environment it does not know, say) or fails.
 */
export async function recordDeployment(options: RecordDeploymentOptions): Promise<void> {
  const { pacticipant, version, environment, broker } = options;
  const secrets = brokerSecrets(broker);
  const echo = options.echo ?? ((text: string) => process.stdout.write(text));
  const doing = `recording the deployment at ${broker.url}`;
  const env = options.env ? { env: options.env } : {};
  const index = await brokerJson(broker, { url: broker.url, doing, ...env });
  const template =
    halLinks(index, 'pb:pacticipant-version')[0]?.href ?? `${broker.url}/pacticipants/{pacticipant}/versions/{version}`;
  const resource = await brokerJson(broker, { url: expandLink(template, { pacticipant, version }), doing, ...env });
  const link = halLinks(resource, 'pb:record-deployment').find((candidate) => candidate.name === environment);
  if (!link) throw new Error(redact(`[hcuk] ${doing} failed: Environment ${environment} does not exist`, secrets));
  const body = options.applicationInstance ? { applicationInstance: options.applicationInstance } : {};
  const result = (await brokerJson(broker, { method: 'POST', url: link.href, body, doing, ...env })) as
    | { currentlyDeployed?: unknown }
    | undefined;
  if (result?.currentlyDeployed !== true)
    throw new Error(
      redact(
        `[hcuk] ${doing} failed: the broker's answer is not a deployment of ${pacticipant} ${version}, so it may not be recorded: ${bodyExcerpt(JSON.stringify(result), secrets)}`,
        secrets,
      ),
    );
  echo(redact(`Recorded ${pacticipant} ${version} as deployed to ${environment}.\n`, secrets));
}
