import { ApiError } from '../errors/api-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { collectIssues } from '../validation/checks.ts';
import { type Check, toPointer, type ValidationIssue } from '../validation/validation-issue.ts';
import { assertSendableHeader } from './header-value.ts';
import type { CallOptions } from './operation-types.ts';
import type { OperationEntry, OperationsTable } from './operations-table.ts';
import { type Exchange, type SendSettings, sendOperation } from './send-operation.ts';
import { untilSettled } from './until-settled.ts';

type Args = Record<string, unknown>;
type Method = (args?: Args, options?: CallOptions) => Promise<unknown>;

/** The JSON of a 200's text, parsed here so a broken body is a ResponseBodyError; `request` gives its URL then. */
function parseJson(text: unknown, operationId: string, request: Request): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    const { url } = request;
    throw new ResponseBodyError({ operationId, url, reason: 'not-json', bodyStart: text.slice(0, 40), cause });
  }
}

/** Checks a parsed 200 body against the operation's schema; a body that breaks it is a ResponseBodyError. */
function assertValid(data: unknown, validate: Check, operationId: string, request: Request): void {
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
    const { url } = request;
    // Only now, on the failure path: every issue, for a report that names all the provider got wrong.
    const issues = cause ? undefined : everyIssue(validate, data);
    throw new ResponseBodyError({ operationId, url, reason: 'schema', pointer: toPointer(path), rule, issues, cause });
  }
}

/** Every issue of a body that failed, as pointers (at most 20; `collectIssues` bounds the work too). */
function everyIssue(validate: Check, data: unknown) {
  return collectIssues(validate, data).map((found) => ({ pointer: toPointer(found.path), rule: found.rule }));
}

function checkedHeaders(operationId: string, headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    assertSendableHeader(`${operationId}: the per-call header ${JSON.stringify(name)}`, 'name', name);
    assertSendableHeader(`${operationId}: the per-call header ${name}`, 'value', value);
  }
}

function createMethod(settings: SendSettings, entry: OperationEntry, validate: boolean): Method {
  const { operationId } = entry;
  const check = validate ? entry.validate : null;
  return async (args = {}, options = {}) => {
    // An already aborted signal: no request at all, the abort reason as it is.
    options.signal?.throwIfAborted();
    if (options.headers) checkedHeaders(operationId, options.headers);
    // With a time limit, the caller's signal and the limit both cancel the fetch through one signal; without one,
    // the caller's signal is passed as it is (no controller per call on the hot path).
    const cancel = options.timeoutMs === undefined ? undefined : new AbortController();
    const signal =
      cancel && options.signal ? AbortSignal.any([options.signal, cancel.signal]) : (cancel?.signal ?? options.signal);
    const exchange: Exchange = { request: undefined, token: undefined, response: undefined, body: undefined };
    const work = sendOperation(settings, entry, args, options.headers, signal, exchange);
    // Only a call that can be cut short needs the race (untilSettled), and the closures it is given.
    await (cancel || options.signal
      ? untilSettled(work, {
          signal: options.signal,
          timeoutMs: options.timeoutMs,
          operationId,
          // Before the request goes out (waiting for a token), the operation's path.
          url: () => exchange.request?.url ?? entry.path,
          cancel: (reason) => cancel?.abort(reason),
        })
      : work);
    const { request, response, body } = exchange as { request: Request; response: Response; body: unknown };
    if (!response.ok) throw new ApiError(response.status, response.statusText, operationId, request.url, body);
    const data = parseJson(body, operationId, request);
    if (check) assertValid(data, check, operationId, request);
    return data;
  };
}

/**
 * Builds one method per entry of a generated operations table, each sending with `settings` (send-operation.ts).
 * With `validate`, every 200 body is checked against its schema before it is returned.
 */
export function createOperationMethods(
  settings: SendSettings,
  table: OperationsTable,
  validate: boolean,
): Record<string, Method> {
  const methods: Record<string, Method> = {};
  for (const entry of Object.values(table)) methods[entry.operationId] = createMethod(settings, entry, validate);
  return methods;
}
