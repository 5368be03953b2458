import type { AdminOperations, FinanceOperations } from '@hcuk-genesis/sdk';
import { adminOperations, financeOperations } from '@hcuk-genesis/sdk/operations';

type Operations = FinanceOperations & AdminOperations;

/** Every operationId of both groups. */
export type OperationId = keyof Operations;

/** The JSON body of an operation's 200 answer, as the OpenAPI documents define it. */
export type OkBody<K extends OperationId> = Operations[K]['responses'][200] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

/** One operation as the mocks see it: id, group, method, path, whether it needs a bearer token, body and kind. */
export interface MockOperation {
  operationId: OperationId;
  group: 'finance' | 'admin';
  method: 'get' | 'post';
  path: string;
  secure: boolean;
  /** Whether it takes a JSON body, and of what kind. */
  body: 'object' | 'array' | null;
  /** `query` for a read (a GET, or a POST marked `x-query: true`), `mutation` otherwise. */
  kind: 'query' | 'mutation';
}

/** Every operation of both groups, from the generated operations tables. */
export const mockOperations: readonly MockOperation[] = [
  ...Object.entries(financeOperations).map(([operationId, op]) => ({
    operationId: operationId as OperationId,
    group: 'finance' as const,
    method: op.method,
    path: op.path,
    secure: op.secure,
    body: op.body,
    kind: op.kind,
  })),
  ...Object.entries(adminOperations).map(([operationId, op]) => ({
    operationId: operationId as OperationId,
    group: 'admin' as const,
    method: op.method,
    path: op.path,
    secure: op.secure,
    body: op.body,
    kind: op.kind,
  })),
];

/** The static mock-data file (relative to `mocks/data`) of an API path: `{path}.json` without the leading slash. */
export function dataFileOf(path: string): string {
  return `${path.slice(1)}.json`;
}
