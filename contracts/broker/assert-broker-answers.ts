import type { BrokerConnection } from './broker-connection.ts';
import { sendToBroker } from './broker-request.ts';

/**
 * Throws `[hcuk] nothing answers at …` when nothing answers at the broker within 5 s (refused, unknown host, timeout),
 * and names the reason when something answered in a way that could not be read (a TLS certificate, say); any HTTP
 * answer, a redirect or an error status included, passes: the caller's tools report those. Without it the broker
 * client retries a refused connection for about a minute (PACT_BROKER_HTTP_RETRIES, default 8, doubling from half a
 * second).
 */
export async function assertBrokerAnswers(broker: BrokerConnection): Promise<void> {
  // Signed in like every other request, so that the broker's logs show no anonymous call.
  await sendToBroker(broker, {
    url: broker.url,
    doing: `asking the broker at ${broker.url}`,
    retries: 0,
    timeoutSeconds: 5,
  });
}
