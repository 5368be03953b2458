/**
 * A pact given by URL (the broker's webhook) names its provider inside; the native verifier does not compare that
 * with `--provider`. Verified against the wrong provider, the admin pact passed as motor-finance-api's, the document
 * check was silently off (the admin paths are not in the finance table), and with --publish the results went to the
 * broker as the admin API's, under the finance API's version. So the pact is read first, and a pact for the other
 * provider is refused, naming the --provider to use.
 */
import { authorizationOf, type BrokerConnection } from '../broker/broker-connection.ts';
import { urlCredentials } from '../cli/url-credentials.ts';
import { UsageError } from '../cli/usage-error.ts';
import { type Group, providerNames } from '../documents.ts';

/** The Authorization header for `url`'s own user:password, else the broker's (`authorizationOf`). */
function authorization(url: string, broker: BrokerConnection | undefined): Record<string, string> {
  const inUrl = urlCredentials(url);
  if (inUrl.username) return { Authorization: `Basic ${btoa(`${inUrl.username}:${inUrl.password ?? ''}`)}` };
  return broker ? authorizationOf(broker) : {};
}

/**
 * Throws a UsageError when the pact at `url` is another provider's than `group`'s. A pact that cannot be read here
 * (refused, not JSON, no answer in 10 s) is left to the verifier, which reports why.
 */
export async function assertPactIsFor(url: string, broker: BrokerConnection | undefined, group: Group): Promise<void> {
  let named: unknown;
  try {
    const answer = await fetch(urlCredentials(url).url, {
      headers: { Accept: 'application/hal+json, application/json', ...authorization(url, broker) },
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) return;
    named = ((await answer.json()) as { provider?: { name?: unknown } } | null)?.provider?.name;
  } catch {
    return;
  }
  const expected = providerNames[group];
  if (typeof named !== 'string' || named === expected) return;
  const other = (Object.entries(providerNames) as [Group, string][]).find(([, name]) => name === named)?.[0];
  throw new UsageError(
    `the pact at ${url} is ${named}'s, not ${expected}'s: ${other ? `verify it with --provider ${other}` : 'it is for neither provider'}.`,
  );
}
