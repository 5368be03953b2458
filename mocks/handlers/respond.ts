import { MOCK_BODY_PARAMETER } from '@hcuk-genesis/sdk';
import { adminValidators, financeValidators } from '@hcuk-genesis/sdk/validators';
import { HttpResponse } from 'msw';
import { adminAnswers } from './admin-answers.ts';
import { carriedBody } from './carried-body.ts';
import { sharedBody } from './data-files.ts';
import { financeAnswers } from './finance-answers.ts';
import type { MockState } from './mock-state.ts';
import type { Answer, OperationInput } from './operation-input.ts';
import type { MockOperation, OperationId } from './operation-types.ts';
import { problemResponse, validationProblem } from './problem.ts';
import { requestBodyProblem, unsupportedBody } from './request-body-check.ts';
import { type BodyCheck, readScenario, SCENARIO_QUERY, scenarioAnswer, scenarioFailure } from './scenarios.ts';

/** Where a request arrived: the real API path, or the mock-mode `GET /data{path}.json`. */
export type RequestMode = 'api' | 'data';

const answers: { [K in OperationId]: Answer<K> } = { ...financeAnswers, ...adminAnswers };

/** The operation's generated response validator, where it has a JSON 200 answer: the document's rules. */
const validators: Readonly<Record<string, BodyCheck | undefined>> = { ...financeValidators, ...adminValidators };
const responseCheck = ({ operationId }: MockOperation): BodyCheck | undefined => validators[operationId];

/**
 * The body of a request on the real API path: none, the parsed JSON, or the problem (415 when it is not sent as
 * JSON, 400 when it is not JSON) for an operation that takes one.
 */
async function apiBody(operation: MockOperation, request: Request): Promise<{ body: unknown } | Response> {
  const text = await request.text();
  if (text.trim() === '') return { body: undefined };
  const unsupported = unsupportedBody(operation, request.headers.get('Content-Type'), true);
  if (unsupported) return unsupported;
  try {
    return { body: JSON.parse(text) };
  } catch {
    if (operation.body === null) return { body: undefined };
    return validationProblem([{ field: 'body', rule: 'JSON', message: 'body must be JSON' }]);
  }
}

function securityFailure(operation: MockOperation, request: Request, state: MockState): Response | null {
  if (operation.group !== 'finance' || !operation.secure) return null;
  if (state.tokenExpired) return problemResponse(401, 'Unauthorized', 'The bearer token has expired.');
  const authorization = request.headers.get('Authorization') ?? '';
  if (!/^Bearer \S+/.test(authorization)) {
    return problemResponse(401, 'Unauthorized', `${operation.operationId} needs an Authorization: Bearer header`);
  }
  return null;
}

function isBareQuery(query: URLSearchParams): boolean {
  return [...query.keys()].every((key) => key === SCENARIO_QUERY);
}

async function answer(operation: MockOperation, request: Request, state: MockState, mode: RequestMode) {
  const query = new URL(request.url).searchParams;
  // A mock-mode GET without a query gets the file itself, exactly as a static file server would serve it.
  if (mode === 'data' && isBareQuery(query)) return HttpResponse.json(sharedBody(operation.operationId));
  // A mock-mode GET may carry a read's body in `mockBody`: it is answered as that body on the real path.
  const carried = mode === 'api' ? await apiBody(operation, request) : carriedBody(operation, query);
  if (carried instanceof Response) return carried;
  query.delete(MOCK_BODY_PARAMETER);
  // The documents' own rules for the body, generated from them: no answer, and no change of state, for a body a
  // real server would refuse. A write is checked first; a read answers in its own words first when it refuses (the
  // lender's bounds for this price, a price typed in pence), and by the documents' rules otherwise.
  const broken = () => requestBodyProblem(operation, carried.body);
  const early = operation.kind === 'mutation' ? broken() : null;
  if (early) return early;
  const input: OperationInput = { query, body: carried.body, state };
  const result = (answers[operation.operationId] as Answer<OperationId>)(input);
  if (result instanceof Response && result.status === 400) return result;
  const late = operation.kind === 'mutation' ? null : broken();
  if (late) return late;
  return result instanceof Response ? result : HttpResponse.json(result);
}

/**
 * Answers one operation: the fault scenario first (not for getToken), then the bearer check (real finance paths
 * only), then provider-state overrides, then the operation's answer.
 */
export async function respond(
  operation: MockOperation,
  request: Request,
  state: MockState,
  mode: RequestMode,
): Promise<Response> {
  const scenario = operation.operationId === 'getToken' ? null : readScenario(request);
  if (scenario instanceof Response) return scenario;
  if (scenario) {
    const failure = await scenarioFailure(scenario, operation.operationId);
    if (failure) return failure;
  }
  const denied = mode === 'api' ? securityFailure(operation, request, state) : null;
  if (denied) return denied;
  if (operation.operationId === 'getConfiguration' && state.configurationUnavailable) {
    return problemResponse(503, 'Service unavailable', 'The calculator configuration is temporarily unavailable.');
  }
  const response = await answer(operation, request, state, mode);
  return scenario ? scenarioAnswer(scenario, response, responseCheck(operation)) : response;
}
