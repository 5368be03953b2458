import type { MockState } from '../handlers/mock-state.ts';
import { problemResponse } from '../handlers/problem.ts';
import { isLocalOrigin } from './cors.ts';
import { applyProviderState, type ProviderStateRequest } from './provider-states.ts';

const invalid = (detail: string) =>
  problemResponse(400, 'Invalid request', detail, [{ field: 'body', rule: 'type object', message: detail }]);

async function readJsonObject(request: Request): Promise<ProviderStateRequest | Response> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return invalid('[hcuk] the provider-state body must be JSON: {"state": "...", "action": "setup", "params": {}}');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return invalid(`[hcuk] the provider-state body must be a JSON object, not ${JSON.stringify(body).slice(0, 100)}`);
  }
  return body as ProviderStateRequest;
}

/**
 * `POST /__pact/provider-states`: JSON only (415 otherwise), an object body (400 for null, arrays and the rest),
 * and only from this machine: a request with a non-local `Origin` is a web page trying to change the mocks (403).
 */
export async function providerStateEndpoint(request: Request, state: MockState): Promise<Response> {
  const origin = request.headers.get('Origin');
  if (origin !== null && !isLocalOrigin(origin)) {
    return problemResponse(
      403,
      'Forbidden',
      `[hcuk] provider states can only be changed from this machine, not ${origin}`,
    );
  }
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    const detail = `[hcuk] provider states take Content-Type: application/json, not ${type || 'none'}`;
    return problemResponse(415, 'Unsupported media type', detail);
  }
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const error = applyProviderState(body, { state });
  if (error)
    return problemResponse(400, 'Unknown provider state', error, [{ field: 'state', rule: 'enum', message: error }]);
  return Response.json({ state: body.state ?? null, action: body.action ?? 'setup' });
}
