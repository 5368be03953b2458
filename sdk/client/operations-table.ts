import type { AnyOperationId } from '../errors/any-operation-id.ts';
import type { PersonalParameters } from '../errors/url-for-error.ts';
import type { AssertValid } from '../validation/assert-valid.ts';
import type { Check } from '../validation/validation-issue.ts';

/**
 * One operation's generated definition: how to call it (`sdk/generated/*-definitions.ts`) and, in the validated
 * definitions (`*-validated-definitions.ts`), how to check its answer.
 */
export interface OperationEntry {
  readonly operationId: AnyOperationId;
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly query: readonly string[];
  readonly body: 'object' | 'array' | null;
  readonly secure: boolean;
  /** `query` (cached, read-only) or `mutation` (changes state): a GET, or a POST marked `x-query: true`, is a query. */
  readonly kind: 'query' | 'mutation';
  /**
   * The query parameters whose values are personal data (`x-personal-data: true` in the document, e.g. `vrm`), where
   * there are any: an error's URL and message show `[hidden]` for them, by the `hidePersonal` the definition brings
   * (errors/personal-data.ts).
   */
  readonly personal?: readonly string[];
  readonly hidePersonal?: PersonalParameters['hidePersonal'];
  /**
   * Only in a validated definition: checks the 200 body against the document's schema (the first issue), or null
   * when the answer is not JSON. Absent from a plain definition, whose client cannot validate it.
   */
  readonly validate?: Check | null;
  /** Only in a validated definition with a JSON answer: turns a failed `validate` into a ResponseBodyError. */
  readonly assertValid?: AssertValid;
}

/** A generated operations table: operationId to entry. */
export type OperationsTable = Readonly<Record<string, OperationEntry>>;
