import type { OperationEntry } from '../client/operations-table.ts';
import type { AssertValid } from './assert-valid.ts';
import type { Check } from './validation-issue.ts';

/** What `validatedLater`'s loader gives: the same operation's definition from `@hcuk-genesis/sdk/validated`. */
export interface LoadedValidator {
  readonly operationId: string;
  readonly validate?: Check | null;
  readonly assertValid?: AssertValid;
}

/**
 * `definition` (from `@hcuk-genesis/sdk/definitions`) checked like its validated twin, whose code `load` downloads
 * (an `import()`) only when the first answer needs it: a bundle starts without the validator, and no answer is
 * returned unchecked. A client built from it validates; the method resolves once the validator has checked the body,
 * and rejects with `load`'s error if the download fails (the next call asks again). Start the download early (call
 * your loader when the page starts) so the first answer does not wait for it.
 */
export function validatedLater<D extends OperationEntry>(
  definition: D,
  load: () => Promise<LoadedValidator>,
): D & { readonly validate: Check; readonly assertValid: AssertValid } {
  const { operationId } = definition;
  let loading: Promise<LoadedValidator> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    ...definition,
    // Read by a client only to know the definition validates; the check itself is the loaded one's.
    validate: () => {
      throw new Error(`[hcuk] ${operationId}: validatedLater's validator runs inside the client, once loaded`);
    },
    assertValid: (data, _pending, entry, request) =>
      loaded().then(({ operationId: loadedId, validate, assertValid }) => {
        if (loadedId !== operationId || !validate || !assertValid)
          throw new Error(
            `[hcuk] validatedLater(${operationId}): the loader gave ${loadedId}'s definition${validate && assertValid ? '' : ' without its validator'}: give ${operationId} from '@hcuk-genesis/sdk/validated'`,
          );
        return assertValid(data, validate, entry, request);
      }),
  };
}
