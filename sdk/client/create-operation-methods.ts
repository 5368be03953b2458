import type { Client, Middleware } from 'openapi-fetch';
import { ApiError } from '../errors/api-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import type { CallOptions } from './operation-types.ts';
import type { OperationEntry, OperationsTable } from './operations-table.ts';

type Args = Record<string, unknown>;
type Method = (args?: Args, options?: CallOptions) => Promise<unknown>;

function pick(args: Args, names: readonly string[]): Args | undefined {
  const picked: Args = {};
  for (const name of names) if (args[name] !== undefined) picked[name] = args[name];
  return names.length > 0 ? picked : undefined;
}

function parseJson(text: unknown, operationId: string, url: string): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ResponseBodyError(operationId, url, text.slice(0, 40), cause);
  }
}

function createMethod(raw: Client<object>, operationId: string, entry: OperationEntry): Method {
  const request = raw.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => ReturnType<Client<object>['GET']>;
  return async (args = {}, options = {}) => {
    let url = entry.path;
    // Per-call middleware runs after the client's in onRequest (so it sees the final URL, after mock mode) and
    // first in onError, where only a failed fetch lands: errors thrown by other middleware pass through as they are.
    const perCall: Middleware = {
      onRequest: ({ request }) => {
        url = request.url;
      },
      onError: ({ error }) =>
        error instanceof Error && error.name === 'AbortError' ? undefined : new NetworkError(operationId, url, error),
    };
    const { data, error, response } = await request(entry.method, entry.path, {
      params: { query: pick(args, entry.query) },
      body: entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined,
      // Parsed here rather than by openapi-fetch, so a broken body becomes a ResponseBodyError.
      parseAs: 'text',
      signal: options.signal,
      headers: options.headers,
      middleware: [perCall],
    });
    if (!response.ok) throw new ApiError(response.status, response.statusText, operationId, url, error);
    return parseJson(data, operationId, url);
  };
}

/** Builds one method per entry of a generated operations table, on top of an openapi-fetch client. */
export function createOperationMethods(raw: Client<object>, table: OperationsTable): Record<string, Method> {
  const methods: Record<string, Method> = {};
  for (const [operationId, entry] of Object.entries(table))
    methods[operationId] = createMethod(raw, operationId, entry);
  return methods;
}
