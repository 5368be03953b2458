import type { OperationEntry } from '../client/operations-table.ts';
import type { RequestDraft } from './request-draft.ts';

/** The query parameter mock mode carries a read's JSON body in: `mockBody`. */
export const MOCK_BODY_PARAMETER = 'mockBody';

/** The longest body mock mode carries, in characters once URL-encoded: 2,000. A longer one is not carried. */
export const MAX_MOCK_BODY_LENGTH = 2000;

/**
 * The query parameter mock mode sends instead of `mockBody` when the body is too long to carry: its length once
 * URL-encoded, `mockBodyTooLong=2448`. The handlers refuse it with a 400 naming `mockBody`, rather than answer the
 * file's default as if the body said nothing; a static file server ignores it and answers the file.
 */
export const MOCK_BODY_TOO_LONG_PARAMETER = 'mockBodyTooLong';

/**
 * Whether mock mode carries `operation`'s body: only a read that computes from one (a POST marked `x-query: true`:
 * quotes, field data, calculate). A mutation's body never goes into a URL, as it can hold personal data (a quote
 * request's names and e-mail) that URLs leak to logs and history.
 */
export const carriesBody = (operation: OperationEntry | undefined): boolean =>
  operation?.kind === 'query' && operation.body !== null;

/**
 * The `mockBody=<URL-encoded JSON>` query item that carries this request's body in mock mode, or '' when it carries
 * none ({@link carriesBody}). A body longer than {@link MAX_MOCK_BODY_LENGTH} once encoded is not carried: its
 * length is, as {@link MOCK_BODY_TOO_LONG_PARAMETER}.
 */
export function mockBodyParameter(operation: OperationEntry | undefined, request: RequestDraft): string {
  if (!carriesBody(operation) || !request.body) return '';
  const encoded = encodeURIComponent(request.body);
  return encoded.length <= MAX_MOCK_BODY_LENGTH
    ? `${MOCK_BODY_PARAMETER}=${encoded}`
    : `${MOCK_BODY_TOO_LONG_PARAMETER}=${encoded.length}`;
}
