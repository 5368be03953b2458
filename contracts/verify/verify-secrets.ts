/** What `verify` must never print: the provider's tokens it was given, and the broker's credentials. */
import { brokerSecrets } from '../broker/broker-secrets.ts';
import type { PactSource } from './pact-source.ts';

/** The secrets of a verification's options, for `redact` (URLs' credentials are redacted whatever their value). */
export function verifySecrets(options: { token?: string; antiForgeryToken?: string; source?: PactSource }): string[] {
  const { source } = options;
  const broker = source && source.from !== 'files' ? source.broker : undefined;
  return [options.token, options.antiForgeryToken, ...brokerSecrets(broker)].filter((secret): secret is string =>
    Boolean(secret),
  );
}
