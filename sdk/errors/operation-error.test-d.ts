import { describe, expectTypeOf, it } from 'vitest';
import type { components as AdminComponents } from '../generated/admin.ts';
import type { components as FinanceComponents } from '../generated/finance.ts';
import { isOperationError } from './operation-error.ts';

describe('isOperationError', () => {
  it('narrows an admin error body by its documented status', () => {
    const error: unknown = undefined;
    if (isOperationError(error, 'getQuoteRequest')) {
      expectTypeOf(error.operationId).toEqualTypeOf<'getQuoteRequest'>();
      if (error.status === 404) expectTypeOf(error.body).toEqualTypeOf<AdminComponents['schemas']['Problem']>();
      // A 400 names each refused field and its rule (the problem's `errors`).
      if (error.status === 400)
        expectTypeOf(error.body.errors).toEqualTypeOf<{ field: string; rule: string; message: string }[] | undefined>();
    }
  });

  it('types a calculation refusal as a problem naming its fields', () => {
    const error: unknown = undefined;
    if (isOperationError(error, 'calculateByQuery') && error.status === 400) {
      expectTypeOf(error.body).toExtend<
        FinanceComponents['schemas']['ValidationProblem'] | FinanceComponents['schemas']['Problem']
      >();
    }
  });

  it('refuses an operationId the documents do not have', () => {
    // @ts-expect-error: no such operation
    isOperationError(undefined, 'getQuote');
  });
});
