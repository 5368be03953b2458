/**
 * A pact given by URL (the broker's webhook), read before the verifier reads it. It names its provider inside, and
 * the native verifier does not compare that with `--provider`: verified against the wrong provider, the admin pact
 * passed as motor-finance-api's, the document check was silently off (the admin paths are not in the finance table),
 * and with --publish the results went to the broker as the admin API's, under the finance API's version. So a pact
 * for the other provider is refused, naming the --provider to use.
 */
import { authorizationOf, type BrokerConnection } from '../broker/broker-connection.ts';
import { fetchFailure } from '../cli/fetch-failure.ts';
import { urlCredentials } from '../cli/url-credentials.ts';
import { UsageError } from '../cli/usage-error.ts';
import { type Group, providerNames } from '../documents.ts';
import { interactionSummaries } from './pact-interactions.ts';
import type { PactInteractionSummary } from './verification-report.ts';

/** The Authorization header for `url`'s own user:password, else the broker's (`authorizationOf`). */
function authorization(url: string, broker: BrokerConnection | undefined): Record<string, string> {
  const inUrl = urlCredentials(url);
  if (inUrl.username) return { Authorization: `Basic ${btoa(`${inUrl.username}:${inUrl.password ?? ''}`)}` };
  return broker ? authorizationOf(broker) : {};
}

interface Pact {
  provider?: { name?: unknown };
  interactions: unknown[];
  _links?: Record<string, unknown>;
}

/** `text` as a pact (a JSON object with its interactions), else null. */
function parsedPact(text: string): Pact | null {
  try {
    const value = JSON.parse(text) as Partial<Pact> | null;
    return value !== null && typeof value === 'object' && Array.isArray(value.interactions) ? (value as Pact) : null;
  } catch {
    return null;
  }
}

/** What a pact read at a URL gives the run: its interactions, and whether it names a broker to publish results to. */
export interface PactAtUrl {
  interactions: PactInteractionSummary[];
  /** It carries the broker's `pb:publish-verification-results` link, through which Pact publishes. */
  publishable: boolean;
}

const statusHint = (status: number) =>
  status === 401 || status === 403
    ? ': sign in with --broker-token, or --broker-username and --broker-password (or PACT_BROKER_TOKEN, PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)'
    : status === 404
      ? ': check the URL the webhook gave'
      : '';

/**
 * Reads the pact at `url` before the verifier does, so that a pact it cannot read is named in our words (Pact's own
 * say "Failed to load pact … error sending request"), and its interactions are known: the report accounts for each, a
 * failure names its request, and the provider-state endpoint is looked for with one of its states. Throws a
 * UsageError when the pact is another provider's than `group`'s, and an Error when there is no answer in 10 s, an
 * answer other than 200, or one that is not a pact.
 */
export async function readPactAt(url: string, broker: BrokerConnection | undefined, group: Group): Promise<PactAtUrl> {
  let answer: Response;
  try {
    answer = await fetch(urlCredentials(url).url, {
      headers: { Accept: 'application/hal+json, application/json', ...authorization(url, broker) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new Error(`[hcuk] the pact at ${url} could not be read: no answer (${fetchFailure(error).reason}).`);
  }
  if (!answer.ok)
    throw new Error(
      `[hcuk] the pact at ${url} could not be read: it answered ${answer.status} ${answer.statusText}${statusHint(answer.status)}.`,
    );
  const text = await answer.text();
  const pact = parsedPact(text);
  if (!pact)
    throw new Error(
      `[hcuk] the answer at ${url} is not a pact (${answer.headers.get('content-type') ?? 'no content type'}, starting ${JSON.stringify(text.slice(0, 40))}): give the pact's own URL, as the broker's webhook names it.`,
    );
  const named = pact.provider?.name;
  const expected = providerNames[group];
  if (typeof named === 'string' && named !== expected) {
    const other = (Object.entries(providerNames) as [Group, string][]).find(([, name]) => name === named)?.[0];
    throw new UsageError(
      `the pact at ${url} is ${named}'s, not ${expected}'s: ${other ? `verify it with --provider ${other}` : 'it is for neither provider'}.`,
    );
  }
  return {
    interactions: interactionSummaries(pact),
    publishable: Boolean(pact._links?.['pb:publish-verification-results']),
  };
}
