import { expect, it } from 'vitest';
import { UsageError } from '../cli/usage-error.ts';
import { authorizationOf, brokerConnection, brokerEnvironment } from './broker-connection.ts';
import { brokerSecrets } from './broker-secrets.ts';

it('takes the flags first, then the variables the official Pact tools read', () => {
  const env = { PACT_BROKER_BASE_URL: 'https://env.pactflow.io', PACT_BROKER_TOKEN: 'env-token' };
  expect(brokerConnection({}, env)).toEqual({ url: 'https://env.pactflow.io', token: 'env-token' });
  expect(brokerConnection({ 'broker-url': 'https://flag.pactflow.io/', 'broker-token': 'flag-token' }, env)).toEqual({
    url: 'https://flag.pactflow.io',
    token: 'flag-token',
  });
  expect(brokerConnection({}, {})).toBeUndefined();
});

it('signs in with a token as Bearer and with a username and password as Basic', () => {
  const basic = brokerConnection(
    {},
    { PACT_BROKER_BASE_URL: 'http://b', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'pw' },
  );
  expect(basic && authorizationOf(basic)).toEqual({ Authorization: `Basic ${btoa('ci:pw')}` });
  expect(authorizationOf({ url: 'http://b', token: 't' })).toEqual({ Authorization: 'Bearer t' });
});

it.each([
  [{ 'broker-url': 'broker.example.com' }, '[hcuk] --broker-url must be an http(s) URL'],
  [{ 'broker-url': 'http://b', 'broker-token': 't', 'broker-username': 'u' }, 'a token (PactFlow) or a username'],
  [{ 'broker-url': 'http://b', 'broker-username': 'u' }, '--broker-username and --broker-password go together'],
])('refuses %j', (flags, message) => {
  expect(() => brokerConnection(flags, {})).toThrow(UsageError);
  expect(() => brokerConnection(flags, {})).toThrow(message);
});

it("gives a child the connection's settings and none of the caller's other PACT_BROKER_ ones", () => {
  const env = { PATH: '/bin', PACT_BROKER_BASE_URL: 'http://old', PACT_BROKER_PUBLISH_VERIFICATION_RESULTS: 'true' };
  expect(brokerEnvironment({ url: 'http://new', token: 't' }, env)).toEqual({
    PATH: '/bin',
    PACT_BROKER_BASE_URL: 'http://new',
    PACT_BROKER_TOKEN: 't',
  });
  expect(brokerEnvironment(undefined, { ...env, PACT_BROKER_HTTP_RETRIES: '0' })).toEqual({
    PATH: '/bin',
    PACT_BROKER_HTTP_RETRIES: '0',
  });
});

it("keeps can-i-deploy's break-glass switches, as the broker client's --help recommends for an emergency", () => {
  const env = { PACT_BROKER_CAN_I_DEPLOY_DRY_RUN: 'true', PACT_BROKER_CAN_I_DEPLOY_IGNORE: 'billing-web' };
  expect(brokerEnvironment({ url: 'http://broker', token: 't' }, env)).toEqual({
    PACT_BROKER_BASE_URL: 'http://broker',
    PACT_BROKER_TOKEN: 't',
    PACT_BROKER_CAN_I_DEPLOY_DRY_RUN: 'true',
    PACT_BROKER_CAN_I_DEPLOY_IGNORE: 'billing-web',
  });
});

it("takes a URL's user:password@ out of the URL, as the username and password", () => {
  const connection = brokerConnection({ 'broker-url': 'https://ci:p%40ss%2Fw0rd@broker.example/' }, {});
  expect(connection).toEqual({ url: 'https://broker.example', username: 'ci', password: 'p@ss/w0rd' });
  expect(connection && brokerSecrets(connection)).toEqual(['p@ss/w0rd', btoa('ci:p@ss/w0rd')]);
  expect(brokerSecrets({ url: 'http://b', token: 'tok' })).toEqual(['tok']);
});

it.each([
  [{ 'broker-url': 'https://tok-123@broker.example' }, 'half of user:password@'],
  [{ 'broker-url': 'https://ci:pw-123@broker.example', 'broker-username': 'ci' }, 'in --broker-url or beside it'],
  [{ 'broker-url': 'https://ci:pw-123@broker.example', 'broker-token': 't' }, 'a token (PactFlow) or a username'],
  [{ 'broker-url': 'ftp://ci:pw-123@broker.example' }, 'not "ftp://***@broker.example"'],
])('refuses %j without quoting its credentials', (flags, message) => {
  expect(() => brokerConnection(flags, {})).toThrow(message);
  expect(() => brokerConnection(flags, {})).not.toThrow(/tok-123|pw-123/);
});
