import { ApiError } from '../errors/api-error.ts';
import { ResponseBodyError } from '../errors/response-body-error.ts';
import { urlForError } from '../errors/url-for-error.ts';
import type { RequestDraft } from '../middleware/request-draft.ts';
import { assertSendableHeader, headerNameProblem, headerValueProblem } from './header-value.ts';
import type { CallOptions } from './operation-types.ts';
import type { OperationEntry, OperationsTable } from './operations-table.ts';
import { type Exchange, type SendSettings, sendOperation } from './send-operation.ts';
import { assertTimeout, untilSettled } from './until-settled.ts';

/** Replaced by the app's bundler; "production" leaves out the checks of a developer's own code (decisions/0022). */
declare const process: { env: { NODE_ENV?: string } };

type Args = Record<string, unknown>;
type Method = (args?: Args, options?: CallOptions) => Promise<unknown>;

/**
 * The JSON of a 200's text, parsed here so a broken body is a ResponseBodyError; `request` gives its URL then. An
 * empty body is one too: every operation's 200 is a JSON body, and its type says so.
 */
function parseJson(text: unknown, entry: OperationEntry, request: { readonly url: string }): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    const { operationId } = entry;
    const url = urlForError(request, entry);
    throw new ResponseBodyError({ operationId, url, reason: 'not-json', bodyStart: text.slice(0, 40), cause });
  }
}

function checkedHeaders(operationId: string, headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    assertSendableHeader(
      `${operationId}: the per-call header ${JSON.stringify(name)}`,
      'name',
      headerNameProblem(name),
    );
    assertSendableHeader(`${operationId}: the per-call header ${name}`, 'value', headerValueProblem(value));
  }
}

function createMethod(settings: SendSettings, entry: OperationEntry, validate: boolean): Method {
  const { operationId } = entry;
  // A validated definition brings its validator and the routine that reports a failure; a plain one brings neither.
  const check = validate ? entry.validate : null;
  const report = entry.assertValid;
  return async (args = {}, options = {}) => {
    // An already aborted signal: no request at all, the abort reason as it is.
    options.signal?.throwIfAborted();
    // The caller's own options, refused in development (decisions/0022); in production fetch refuses such a header.
    if (process.env.NODE_ENV !== 'production') {
      if (options.headers) checkedHeaders(operationId, options.headers);
      if (options.timeoutMs !== undefined) assertTimeout(`${operationId}: timeoutMs`, options.timeoutMs);
    }
    // With a time limit, the caller's signal and the limit both cancel the fetch through one signal; without one,
    // the caller's signal is passed as it is (no controller per call on the hot path).
    const cancel = options.timeoutMs === undefined ? undefined : new AbortController();
    const started = options.timeoutMs === undefined ? 0 : Date.now();
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
          // Before the request goes out (waiting for a token), the operation's address without its query, which
          // may hold personal data: a path alone read as a request sent to the page's own origin.
          url: () => (exchange.request ? urlForError(exchange.request, entry) : `${settings.baseUrl}${entry.path}`),
          sent: () => exchange.request !== undefined,
          cancel: (reason) => cancel?.abort(reason),
        })
      : work);
    const { request, response, body } = exchange as { request: RequestDraft; response: Response; body: unknown };
    if (!response.ok)
      throw new ApiError(
        response.status,
        response.statusText,
        operationId,
        urlForError(request, entry),
        body,
        response.headers,
      );
    const data = parseJson(body, entry, request);
    if (check && report) {
      // A validator downloaded on demand (`validatedLater`) answers with a promise, waited for within the call's
      // limits (its signal, what is left of its time limit): only that one is awaited.
      const later = report(data, check, entry, request, options, started);
      if (later) await later;
    }
    return data;
  };
}

/**
 * Builds one method per entry of a generated operations table, each sending with `settings` (send-operation.ts).
 * With `validate`, every 200 body whose entry carries a validator is checked against its schema before it is
 * returned.
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
