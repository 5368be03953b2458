import { httpUrl } from '../cli/http-url.ts';
import { urlCredentials } from '../cli/url-credentials.ts';
import { UsageError } from '../cli/usage-error.ts';

/** A Pact Broker or PactFlow and how to sign in to it: a bearer token (PactFlow) or basic auth (Pact Broker). */
export interface BrokerConnection {
  /** Base URL, without trailing slashes. */
  url: string;
  token?: string;
  username?: string;
  password?: string;
}

/** The broker flags every contracts command takes (parseArgs options). */
export const brokerFlags = {
  'broker-url': { type: 'string' },
  'broker-token': { type: 'string' },
  'broker-username': { type: 'string' },
  'broker-password': { type: 'string' },
} as const;

/** The broker flags' values. */
export interface BrokerFlagValues {
  'broker-url'?: string;
  'broker-token'?: string;
  'broker-username'?: string;
  'broker-password'?: string;
}

/** The official tools' environment variables for the same settings. */
const variables = {
  url: 'PACT_BROKER_BASE_URL',
  token: 'PACT_BROKER_TOKEN',
  username: 'PACT_BROKER_USERNAME',
  password: 'PACT_BROKER_PASSWORD',
} as const;

/**
 * The flag, else the variable, that signs in at a broker (a token or a username), when neither names the broker's URL:
 * a sign-in with no broker to sign in to. Undefined when none is given, or when a URL is.
 */
export function signInWithoutBroker(flags: BrokerFlagValues, env: NodeJS.ProcessEnv): string | undefined {
  if (flags['broker-url'] || env[variables.url]) return undefined;
  const given = (
    [
      ['--broker-token', flags['broker-token']],
      ['--broker-username', flags['broker-username']],
      [variables.token, env[variables.token]],
      [variables.username, env[variables.username]],
    ] as const
  ).find(([, value]) => value);
  return given?.[0];
}

/**
 * The broker named by the flags, each falling back to the variable the official Pact tools read (PACT_BROKER_BASE_URL,
 * PACT_BROKER_TOKEN, PACT_BROKER_USERNAME, PACT_BROKER_PASSWORD); undefined when neither names a URL. A URL's
 * `user:password@` becomes the username and password, so that the URL can be printed and fetched. A UsageError for a
 * URL that is not http(s), a token together with a username, half of a username and password, or credentials both in
 * the URL and beside it.
 */
export function brokerConnection(flags: BrokerFlagValues, env: NodeJS.ProcessEnv): BrokerConnection | undefined {
  const pick = (flag: keyof BrokerFlagValues, key: keyof typeof variables) =>
    flags[flag] || env[variables[key]] || undefined;
  const given = pick('broker-url', 'url');
  if (!given) return undefined;
  const flag = flags['broker-url'] ? '--broker-url' : variables.url;
  const { url, ...inUrl } = urlCredentials(httpUrl(flag, given));
  const connection: BrokerConnection = { url };
  const token = pick('broker-token', 'token');
  let username = pick('broker-username', 'username');
  let password = pick('broker-password', 'password');
  if (inUrl.username || inUrl.password) {
    if (!inUrl.username || !inUrl.password)
      throw new UsageError(
        `${flag} has half of user:password@ in it: give both for basic auth, or a token with --broker-token.`,
      );
    if (username || password)
      throw new UsageError(`give the broker's username and password in ${flag} or beside it, not both.`);
    ({ username, password } = inUrl);
  }
  if (token && (username || password))
    throw new UsageError('give the broker a token (PactFlow) or a username and password (Pact Broker), not both.');
  if (Boolean(username) !== Boolean(password))
    throw new UsageError(
      '--broker-username and --broker-password go together (or PACT_BROKER_USERNAME and _PASSWORD).',
    );
  if (token) connection.token = token;
  if (username && password) Object.assign(connection, { username, password });
  return connection;
}

/** The caller's PACT_BROKER_ settings a child keeps: none of them names or reaches a broker. */
const keptSettings = [
  'PACT_BROKER_HTTP_RETRIES',
  'PACT_BROKER_CAN_I_DEPLOY_DRY_RUN',
  'PACT_BROKER_CAN_I_DEPLOY_IGNORE',
] as const;

/**
 * The environment for a child that talks to the broker: the caller's, with every PACT_BROKER_ setting replaced by the
 * connection's (or removed without one). Credentials travel in the environment, never on a command line that other
 * users of the machine can read.
 */
export function brokerEnvironment(connection: BrokerConnection | undefined, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) if (!key.startsWith('PACT_BROKER_')) child[key] = value;
  // The broker client's own settings that are the user's to keep: its retries, and can-i-deploy's break-glass
  // switches, which the client's --help recommends for an emergency deployment.
  for (const kept of keptSettings) if (env[kept]) child[kept] = env[kept];
  if (!connection) return child;
  child[variables.url] = connection.url;
  if (connection.token) child[variables.token] = connection.token;
  if (connection.username) child[variables.username] = connection.username;
  if (connection.password) child[variables.password] = connection.password;
  return child;
}

/** The Authorization header for the connection (Bearer for a token, Basic for a username and password), or none. */
export function authorizationOf(connection: BrokerConnection): Record<string, string> {
  if (connection.token) return { Authorization: `Bearer ${connection.token}` };
  if (connection.username && connection.password) {
    const basic = Buffer.from(`${connection.username}:${connection.password}`).toString('base64');
    return { Authorization: `Basic ${basic}` };
  }
  return {};
}
