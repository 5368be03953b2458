import type { BrokerConnection } from './broker-connection.ts';
import { brokerJson } from './broker-request.ts';

/**
 * Reads the broker's index, signed in, before the verifier asks it for pacts, and throws `[hcuk]` naming what went
 * wrong: nothing answers within 5 s (refused, unknown host, timeout), a refusal of the credentials (401, 403), another
 * error status, a redirect, or a page that is not the broker's JSON (a sign-in page). Without it the verifier reported
 * a refused token as "No pacts found … 401 Unauthorized", and its broker client retries a refused connection for
 * about a minute (PACT_BROKER_HTTP_RETRIES, default 8, doubling from half a second).
 */
export async function assertBrokerAnswers(broker: BrokerConnection): Promise<void> {
  await brokerJson(broker, {
    url: broker.url,
    doing: `asking the broker at ${broker.url} for its pacts`,
    retries: 0,
    timeoutSeconds: 5,
  });
}
