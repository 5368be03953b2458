import type { FinanceComponents as components } from '@hcuk-genesis/sdk';
import { HttpResponse } from 'msw';

/** An RFC 9457 problem as the `Problem` schema describes it. */
export type Problem = components['schemas']['Problem'];
/** One broken rule of a request, naming the field. */
export type FieldError = components['schemas']['FieldError'];

const problemTypes: Record<number, string> = {
  400: 'https://hcuk.example/problems/validation',
  401: 'https://hcuk.example/problems/unauthorized',
  404: 'https://hcuk.example/problems/not-found',
  500: 'https://hcuk.example/problems/server-error',
  503: 'https://hcuk.example/problems/unavailable',
};

/**
 * An `application/problem+json` response with the given status, title and detail; the type defaults to the status's
 * (`https://hcuk.example/problems/validation` for a 400, and so on).
 */
export function problemResponse(
  status: number,
  title: string,
  detail: string,
  errors?: FieldError[],
  type = problemTypes[status] ?? 'about:blank',
): Response {
  const body: Problem = { type, title, status, detail };
  if (errors) body.errors = errors;
  return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** A 400 naming every field that broke a rule; the detail repeats the first message. */
export function validationProblem(errors: FieldError[]): Response {
  return problemResponse(400, 'Invalid request', errors.map((error) => error.message).join('; '), errors);
}

/** A 404 problem saying which id was not found. */
export function notFoundProblem(detail: string): Response {
  return problemResponse(404, 'Not found', detail);
}
