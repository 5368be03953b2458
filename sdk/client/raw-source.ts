import type { OperationsTable } from './operations-table.ts';
import type { SendSettings } from './send-operation.ts';

/**
 * Where a client keeps what `rawClient` builds from: its request settings (shared, so both use one token) and every
 * operation it knows. A symbol, so no operationId can take its place.
 */
export const rawSourceKey = Symbol('hcuk.raw');

/** What `rawClient` builds from; `paths` is never set, it carries the document's paths for the raw client's type. */
export interface RawSource<Paths extends {}> {
  readonly settings: SendSettings;
  readonly known: OperationsTable;
  readonly paths?: Paths;
}
