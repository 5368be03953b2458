import type { Client, Middleware } from 'openapi-fetch';
import { ApiError } from '../errors/api-error.ts';
import { NetworkError } from '../errors/network-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { type Check, toPointer, type ValidationIssue } from '../validation/validation-issue.ts';
import { assertSendableHeader } from './header-value.ts';
import type { CallOptions } from './operation-types.ts';
import type { OperationEntry, OperationsTable } from './operations-table.ts';
import { untilSettled } from './until-settled.ts';

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
    throw new ResponseBodyError({ operationId, url, reason: 'not-json', bodyStart: text.slice(0, 40), cause });
  }
}

/** Checks a parsed 200 body against the operation's schema; a body that breaks it is a ResponseBodyError. */
function assertValid(data: unknown, validate: Check, operationId: string, url: string): void {
  let issue: ValidationIssue | undefined;
  let cause: unknown;
  try {
    issue = validate(data);
  } catch (error) {
    // Only a body nested deeper than the stack can get here (through a schema that refers to itself).
    issue = { path: [], rule: 'is nested too deep to check' };
    cause = error;
  }
  if (issue) {
    const { path, rule } = issue;
    throw new ResponseBodyError({ operationId, url, reason: 'schema', pointer: toPointer(path), rule, cause });
  }
}

function checkedHeaders(operationId: string, headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    assertSendableHeader(`${operationId}: the per-call header ${JSON.stringify(name)}`, 'name', name);
    assertSendableHeader(`${operationId}: the per-call header ${name}`, 'value', value);
  }
}

function createMethod(
  raw: Client<object>,
  entry: OperationEntry,
  release: (params: object) => void,
  validate: boolean,
): Method {
  const { operationId } = entry;
  const check = validate ? entry.validate : null;
  const request = raw.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  return async (args = {}, options = {}) => {
    // An already aborted signal: no request at all, the abort reason as it is.
    options.signal?.throwIfAborted();
    if (options.headers) checkedHeaders(operationId, options.headers);
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
    // With a time limit, the caller's signal and the limit both cancel the fetch through one signal; without one,
    // the caller's signal is passed as it is (no controller per call on the hot path).
    const cancel = options.timeoutMs === undefined ? undefined : new AbortController();
    const signal =
      cancel && options.signal ? AbortSignal.any([options.signal, cancel.signal]) : (cancel?.signal ?? options.signal);
    const params = { query: pick(args, entry.query) };
    const work = request(entry.method, entry.path, {
      params,
      body: entry.body === 'array' ? args.body : entry.body === 'object' ? args : undefined,
      // Parsed here rather than by openapi-fetch, so a broken body becomes a ResponseBodyError.
      parseAs: 'text',
      signal,
      headers: options.headers,
      middleware: [perCall],
    }).finally(() => release(params));
    const { data, error, response } = await untilSettled(work, {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      operationId,
      url: () => url,
      cancel: (reason) => cancel?.abort(reason),
    });
    if (!response.ok) throw new ApiError(response.status, response.statusText, operationId, url, error);
    const body = parseJson(data, operationId, url);
    if (check) assertValid(body, check, operationId, url);
    return body;
  };
}

/**
 * Builds one method per entry of a generated operations table, on top of an openapi-fetch client. `release` is
 * told each call's openapi-fetch `params` once the call has settled, however it ended. With `validate`, every 200
 * body is checked against its schema before it is returned.
 */
export function createOperationMethods(
  raw: Client<object>,
  table: OperationsTable,
  release: (params: object) => void,
  validate: boolean,
): Record<string, Method> {
  const methods: Record<string, Method> = {};
  for (const entry of Object.values(table)) methods[entry.operationId] = createMethod(raw, entry, release, validate);
  return methods;
}
