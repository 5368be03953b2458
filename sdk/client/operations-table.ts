import type { Check } from '../validation/validation-issue.ts';

/** One operation's generated definition (`sdk/generated/*-definitions.ts`): how to call it, how to check its answer. */
export interface OperationEntry {
  readonly operationId: string;
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly query: readonly string[];
  readonly header: readonly string[];
  readonly body: 'object' | 'array' | null;
  readonly secure: boolean;
  /** `query` (cached, read-only) or `mutation` (changes state): a GET, or a POST marked `x-query: true`, is a query. */
  readonly kind: 'query' | 'mutation';
  /** Checks the 200 body against the document's schema; null when the answer is not JSON. */
  readonly validate: Check | null;
}

/** A generated operations table: operationId to entry. */
export type OperationsTable = Readonly<Record<string, OperationEntry>>;
