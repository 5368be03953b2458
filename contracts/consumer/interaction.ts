import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { documentOf, entryOf, type Group, successSchemaOf } from '../documents.ts';
import { contractHeaders } from './contract-headers.ts';
import { providerExample } from './provider-example.ts';
import { recordedMatch } from './recorded-match.ts';
import { responseMatchers } from './response-matchers.ts';
import { statePromises } from './state-promises.ts';

const { regex } = MatchersV3;

/** One operation's call as a consumer test describes it. */
export interface OperationCall {
  /** The operation, as named in the document. */
  operationId: string;
  /** Provider state, in the product's words. */
  state: string;
  /** What the consumer asks for, e.g. "a request for MG's running-cost models". */
  description: string;
  /** The SDK method's argument. */
  args?: Record<string, unknown>;
  /**
   * Turns the mock handlers' answer into this interaction's example, where a lender answers what the mock lender does
   * not (a fee on HP). The mocks must still verify against the pact (`contracts/verify/verify-provider.test.ts`).
   */
  example?: (fromMocks: unknown) => unknown;
  /** Keys of arrays a provider may answer empty, each element matched by shape (`response-matchers.ts`). */
  mayBeEmpty?: readonly string[];
  /** Arrays that answer the request's list one for one, in order, by each element's naming key (`MatchRules`). */
  inOrder?: Readonly<Record<string, string>>;
  /**
   * Fields of the answer that repeat the request, each by the argument it repeats (`{ annualMileage:
   * 'expectedMileage' }`): matched exactly (`MatchRules`), and checked here to equal what was asked.
   */
  echoes?: Readonly<Record<string, string>>;
}

/** Expected status and body when the call is meant to fail; default: 200 with the mock data file's body. */
export interface ExpectedFailure {
  status: number;
  body: unknown;
}

type Method = (args?: Record<string, unknown>) => Promise<unknown>;

const jsonContentType = regex('^application/json', 'application/json');
const problemContentType = regex('^application/problem\\+json', 'application/problem+json');
/** A bearer token of any value, but the scheme exactly. */
export const bearerHeader = regex('^Bearer [A-Za-z0-9._~+/-]+=*$', `Bearer ${contractHeaders.bearerToken}`);

function queryOf(names: readonly string[], args: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = args[name];
    if (value !== undefined) query[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/**
 * The expected 200 body: the mock handlers' answer to this call, from mocks/data (changed by `call.example`, if
 * any), as Pact matchers.
 */
export async function successBody(group: Group, call: OperationCall): Promise<unknown> {
  const entry = entryOf(group, call.operationId);
  const fromMocks = await providerExample(group, call.operationId, call.args);
  const example = call.example ? call.example(fromMocks) : fromMocks;
  const schema = successSchemaOf(group, entry.method, entry.path);
  const echoes = Object.entries(call.echoes ?? {});
  // The example is the mock's answer: it must answer the question asked, or the pact would pin a wrong one.
  for (const [field, argument] of echoes)
    expect((example as Record<string, unknown>)[field], `${call.operationId}: ${field}`).toEqual(call.args?.[argument]);
  const promised = statePromises[call.description];
  return responseMatchers(documentOf(group), schema, example, '', {
    ...(promised ? { promised } : {}),
    mayBeEmpty: new Set(call.mayBeEmpty),
    ...(call.inOrder ? { inOrder: call.inOrder } : {}),
    echoed: new Set(echoes.map(([field]) => field)),
  });
}

/**
 * Declares one interaction from the operations table, then calls the real SDK method against Pact's mock server
 * and checks what it returned (the example body) or threw (ApiError with the expected status). Pact checks the mock
 * server only once the server has recorded the match (recorded-match.ts).
 */
export async function runInteraction<Client extends object>(
  pact: PactV4,
  group: Group,
  call: OperationCall,
  createClient: (baseUrl: string) => Client,
  options: { failure?: ExpectedFailure; authorization?: unknown } = {},
): Promise<unknown> {
  const entry = entryOf(group, call.operationId);
  const args = call.args ?? {};
  const headers: Record<string, unknown> = {
    RequestVerificationToken: contractHeaders.antiForgeryToken,
    'X-Client-Id': contractHeaders.clientId,
  };
  if (entry.secure) headers.Authorization = options.authorization ?? bearerHeader;
  const body = entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined;
  const status = options.failure?.status ?? 200;
  const responseBody = options.failure?.body ?? (await successBody(group, call));

  return pact
    .addInteraction()
    .given(call.state)
    .uponReceiving(call.description)
    .withRequest(entry.method.toUpperCase(), entry.path, (request) => {
      request.headers(headers as Record<string, string>);
      const query = queryOf(entry.query, args);
      if (Object.keys(query).length > 0) request.query(query);
      if (body !== undefined) request.jsonBody(body);
    })
    .willRespondWith(status, (response) => {
      response.headers({ 'Content-Type': options.failure ? problemContentType : jsonContentType });
      response.jsonBody(responseBody);
    })
    .executeTest(async (server) => {
      const method = (createClient(server.url) as Record<string, Method>)[call.operationId];
      if (!method) throw new Error(`[hcuk] the SDK has no method ${call.operationId}`);
      try {
        return await callAndCheck(method, call, responseBody, options.failure);
      } finally {
        await recordedMatch(server.port);
      }
    });
}

async function callAndCheck(
  method: Method,
  call: OperationCall,
  responseBody: unknown,
  failure: ExpectedFailure | undefined,
): Promise<unknown> {
  if (!failure) {
    const data = await method(call.args);
    // The SDK returns exactly what the provider sent: the example Pact serves for the matchers.
    expect(data).toEqual(MatchersV3.reify(responseBody));
    return data;
  }
  const error = await method(call.args).then(
    () => expect.unreachable(`${call.operationId} should have failed with ${failure.status}`),
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ name: 'ApiError', status: failure.status, operationId: call.operationId });
  return error;
}
