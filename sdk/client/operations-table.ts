/** One entry of a generated operations table (`sdk/generated/*-operations.ts`). */
export interface OperationEntry {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly query: readonly string[];
  readonly header: readonly string[];
  readonly body: 'object' | 'array' | null;
  readonly secure: boolean;
  /** `query` (cached, read-only) or `mutation` (changes state): a GET, or a POST marked `x-query: true`, is a query. */
  readonly kind: 'query' | 'mutation';
}

/** A generated operations table: operationId to entry. */
export type OperationsTable = Readonly<Record<string, OperationEntry>>;

/** An entry with its operationId, as middleware sees it. */
export interface ResolvedOperation extends OperationEntry {
  readonly operationId: string;
}
