import { connectionFailure } from '../cli/connection-failure.ts';
import { authorizationOf, type BrokerConnection } from './broker-connection.ts';

/**
 * Throws `[hcuk] nothing answers at …` unless the broker answers (any status) within 5 s: the broker client retries a
 * refused connection for about a minute (PACT_BROKER_HTTP_RETRIES, default 8, doubling from half a second).
 */
export async function assertBrokerAnswers(broker: BrokerConnection): Promise<void> {
  // Signed in like every other request, so that the broker's logs show no anonymous call.
  const cause = await connectionFailure(broker.url, authorizationOf(broker));
  if (cause)
    throw new Error(
      `[hcuk] nothing answers at the broker ${broker.url} (${cause}): check --broker-url or PACT_BROKER_BASE_URL.`,
    );
}
