import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyExcerpt } from '../cli/body-excerpt.ts';
import { redact } from '../cli/redact.ts';
import { pactDir } from '../documents.ts';
import type { BrokerConnection } from './broker-connection.ts';
import { brokerJson } from './broker-request.ts';
import { brokerSecrets } from './broker-secrets.ts';
import type { ConsumerVersion } from './consumer-version.ts';
import { halLinks } from './hal-links.ts';
import type { BrokerCommandOptions } from './run-broker-command.ts';

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

/** The parts of a publish result that say what the broker published: its version, and its notices to show. */
interface PublishResult {
  _embedded?: { version?: { number?: unknown } };
  notices?: { type?: string; text?: string }[];
}

/** A pact file's consumer and provider names, which the publish names the contract by. */
function pactNames(folder: string, file: string): { consumer: string; provider: string; content: Buffer } {
  const content = readFileSync(join(folder, file));
  let pact: { consumer?: { name?: unknown }; provider?: { name?: unknown } } | undefined;
  try {
    pact = JSON.parse(content.toString('utf8'));
  } catch {
    // Reported below.
  }
  const consumer = pact?.consumer?.name;
  const provider = pact?.provider?.name;
  if (typeof consumer !== 'string' || typeof provider !== 'string')
    throw new Error(
      `[hcuk] ${join(folder, file)} is not a pact (no consumer and provider name): nothing was published.`,
    );
  return { consumer, provider, content };
}

/**
 * Publishes every pact in the folder to the broker's `pb:publish-contracts` (Pact Broker 2.86+, PactFlow), one pact a
 * request as the official client does, as one consumer version with its branch and build URL. Spoken directly rather
 * than through the client, which follows a redirect by re-sending the POST as a bodiless GET and then reports
 * success: here a redirect fails the publish, and so does any answer that is not the publication of this version.
 * Throws `[hcuk] …` (redacted) with the broker's reason when it refuses, and says when nothing answers.
 */
export async function publishPacts(options: PublishPactsOptions): Promise<void> {
  const folder = options.pactFolder ?? pactDir;
  const files = pactFilesIn(folder);
  if (files.length === 0) throw new Error(`[hcuk] no pact files in ${folder}: run npm run test:contracts first.`);
  const { broker } = options;
  const { number, branch, buildUrl } = options.version;
  const secrets = brokerSecrets(broker);
  const echo = options.echo ?? ((text: string) => process.stdout.write(text));
  const doing = `publishing the pacts to ${broker.url}`;
  const env = options.env ? { env: options.env } : {};
  const index = await brokerJson(broker, { url: broker.url, doing, ...env });
  const [publish] = halLinks(index, 'pb:publish-contracts');
  if (!publish)
    throw new Error(
      redact(
        `[hcuk] ${doing} failed: the broker's index has no pb:publish-contracts link (Pact Broker 2.86 or later, or PactFlow, has one).`,
        secrets,
      ),
    );
  for (const file of files) {
    const { consumer, provider, content } = pactNames(folder, file);
    const body = {
      pacticipantName: consumer,
      pacticipantVersionNumber: number,
      ...(branch ? { branch } : {}),
      ...(buildUrl ? { buildUrl } : {}),
      contracts: [
        {
          consumerName: consumer,
          providerName: provider,
          specification: 'pact',
          contentType: 'application/json',
          content: content.toString('base64'),
        },
      ],
    };
    const result = (await brokerJson(broker, { method: 'POST', url: publish.href, body, doing, ...env })) as
      | PublishResult
      | undefined;
    if (result?._embedded?.version?.number !== number)
      throw new Error(
        redact(
          `[hcuk] ${doing} failed: the broker's answer to ${file} is not the publication of ${consumer} ${number}, so it may not be published: ${bodyExcerpt(JSON.stringify(result), secrets)}`,
          secrets,
        ),
      );
    const notices = (result.notices ?? []).filter((notice) => notice.text && notice.type !== 'debug');
    const said = notices.map((notice) => `  ${notice.text}\n`).join('');
    echo(redact(`Published ${file} (${consumer} ${number}, for ${provider})\n${said}`, secrets));
  }
}
