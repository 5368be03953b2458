import { describe, expectTypeOf, it } from 'vitest';
import type { components as AdminComponents } from '../generated/admin.ts';
import type { components as FinanceComponents } from '../generated/finance.ts';
import { ApiError } from './api-error.ts';
import { NetworkError } from './network-error.ts';
import { type AnyOperationId, isOperationError, type OperationError } from './operation-error.ts';
import type { ResponseBodyError } from './response-body-error.ts';

describe('isOperationError', () => {
  it('narrows an admin error body by its documented status', () => {
    const error: unknown = undefined;
    if (isOperationError(error, 'getQuoteRequest')) {
      expectTypeOf(error.operationId).toEqualTypeOf<'getQuoteRequest'>();
      if (error.status === 404)
        expectTypeOf(error.body).toEqualTypeOf<AdminComponents['schemas']['Problem'] | undefined>();
      // A 400 names each refused field and its rule (the problem's `errors`).
      if (error.status === 400)
        expectTypeOf(error.body?.errors).toEqualTypeOf<
          { field: string; rule: string; message: string }[] | undefined
        >();
    }
  });

  it('types a calculation refusal: its 400 body, or the default problem that any status may carry', () => {
    type Schemas = FinanceComponents['schemas'];
    // The 400 body names every refused field, as the calculator needs.
    expectTypeOf<Schemas['ValidationProblem']['errors']>().toEqualTypeOf<Schemas['FieldError'][]>();
    const error: unknown = undefined;
    if (isOperationError(error, 'calculateByQuery') && error.status === 400) {
      // The document's `default` answers any status, 400 included, so it stays in the narrowed union: `errors` may be
      // missing (docs/sdk.md, Errors). An answer with no body at all leaves it undefined.
      expectTypeOf(error.body).toEqualTypeOf<Schemas['ValidationProblem'] | Schemas['Problem'] | undefined>();
      expectTypeOf(error.body?.errors).toEqualTypeOf<Schemas['FieldError'][] | undefined>();
    }
  });

  it('refuses an operationId the documents do not have', () => {
    // @ts-expect-error: no such operation
    isOperationError(undefined, 'getQuote');
  });
});

describe('ApiError<operationId>', () => {
  it('narrows the body by status, as the operation documents it', () => {
    const error = undefined as unknown as ApiError<'getQuoteRequest'>;
    expectTypeOf(error).toEqualTypeOf<OperationError<'getQuoteRequest'>>();
    expectTypeOf(error.operationId).toEqualTypeOf<'getQuoteRequest'>();
    if (error.status === 404)
      expectTypeOf(error.body).toEqualTypeOf<AdminComponents['schemas']['Problem'] | undefined>();
    // Its 400 names each refused field and its rule; any other status may carry the document's `default` problem.
    if (error.status === 400)
      expectTypeOf(error.body?.errors).toEqualTypeOf<{ field: string; rule: string; message: string }[] | undefined>();
  });

  it("is any operation's error without an operationId, and what instanceof narrows to", () => {
    const error: unknown = undefined;
    if (error instanceof ApiError) {
      expectTypeOf(error).toEqualTypeOf<ApiError>();
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.body).toEqualTypeOf<unknown>();
    }
    expectTypeOf(new ApiError(400, '', 'calculateByQuery', 'https://x', {})).toEqualTypeOf<ApiError>();
  });

  it("is either operation's failures for two operations", () => {
    expectTypeOf<ApiError<'getQuoteRequest' | 'calculateByQuery'>>().toEqualTypeOf<
      OperationError<'getQuoteRequest'> | OperationError<'calculateByQuery'>
    >();
  });

  it('refuses an operationId the documents do not have', () => {
    // @ts-expect-error: no such operation
    expectTypeOf<ApiError<'getQuote'>>();
  });
});

describe('the operationId of any error', () => {
  it('is one of the documents’ operationIds, so a misspelt comparison does not compile', () => {
    expectTypeOf<NetworkError['operationId']>().toEqualTypeOf<AnyOperationId>();
    expectTypeOf<ResponseBodyError['operationId']>().toEqualTypeOf<AnyOperationId>();
    expectTypeOf<ApiError['operationId']>().toEqualTypeOf<AnyOperationId>();
    const error = new NetworkError('getConfiguration', 'https://finance-api.hcuk.example', new TypeError('failed'));
    // @ts-expect-error: 'getConfig' is no operation of either document.
    const misspelt = error.operationId === 'getConfig';
    expectTypeOf(misspelt).toBeBoolean();
  });
});
