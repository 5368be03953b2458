import type { operations as AdminOperations } from '../generated/admin.ts';
import type { operations as FinanceOperations } from '../generated/finance.ts';

/** Both documents' operations, by operationId. */
export type AnyOperations = FinanceOperations & AdminOperations;

/** Every operationId of both documents: what an error's `operationId` is. */
export type AnyOperationId = keyof AnyOperations;
