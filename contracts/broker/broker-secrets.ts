import type { BrokerConnection } from './broker-connection.ts';

/**
 * What must never be printed about a connection: its token, its password, and its Basic credential (which a broker's
 * error page may echo from the Authorization header). The username is not among them: it says who, not how.
 */
export function brokerSecrets(connection: BrokerConnection | undefined): string[] {
  if (!connection) return [];
  const { token, username, password } = connection;
  return [
    ...(token ? [token] : []),
    ...(password ? [password, Buffer.from(`${username ?? ''}:${password}`).toString('base64')] : []),
  ];
}
