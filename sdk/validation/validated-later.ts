import type { OperationEntry } from '../client/operations-table.ts';
import { untilSettled } from '../client/until-settled.ts';
import { CallbackError, reasonOf } from '../errors/callback-error.ts';
import { urlForError } from '../errors/url-for-error.ts';
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
 * and rejects with a CallbackError (its cause the loader's error) if the download fails; the next call asks again, so
 * give a loader that can (a browser keeps a failed `import()` of one URL failed for the page's life). Start the
 * download early (call your loader when the page starts) so the first answer does not wait for it.
 */
export function validatedLater<D extends OperationEntry>(
  definition: D,
  load: () => Promise<LoadedValidator & { readonly operationId: D['operationId'] }>,
): D & { readonly validate: Check; readonly assertValid: AssertValid } {
  const { operationId } = definition;
  let loading: Promise<LoadedValidator> | undefined;
  const loaded = () => {
    loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    });
    return loading;
  };
  return {
    ...definition,
    // Read by a client only to know the definition validates; the check itself is the loaded one's, so calling this
    // one throws (outside a client, check a body with the validated definition's own `validate`).
    validate: () => {
      throw new Error(`[hcuk] ${operationId}: validatedLater's validator runs inside the client, once loaded`);
    },
    assertValid: (data, _pending, entry, request, { signal, timeoutMs } = {}, started = 0) => {
      // Within the call's limits: its signal, and its time limit less what the request took.
      signal?.throwIfAborted();
      const left = timeoutMs === undefined ? undefined : Math.max(1, timeoutMs - (Date.now() - started));
      // What a failure says: what went wrong, and that the answer was not returned unchecked.
      const unchecked = (what: string) =>
        `[hcuk] ${operationId}: ${what}, so the answer from ${urlForError(request, entry)} was not returned unchecked; the next call asks it again.`;
      const checked = loaded().then(
        ({ operationId: loadedId, validate, assertValid }) => {
          if (loadedId !== operationId || !validate || !assertValid)
            throw new Error(
              `[hcuk] validatedLater(${operationId}): the loader gave ${loadedId}'s definition${validate && assertValid ? '' : ' without its validator'}: give ${operationId} from '@hcuk-genesis/sdk/validated'`,
            );
          return assertValid(data, validate, entry, request);
        },
        // A failed download is the caller's function failing: one error per call, naming its answer's URL.
        (cause: unknown) => {
          throw new CallbackError(
            operationId,
            'validatedLater',
            cause,
            unchecked(`the validatedLater loader failed (${reasonOf(cause)})`),
          );
        },
      );
      // Past the time limit the answer has come and the validator has not: the loader was late, not the server.
      const late = (timeout: DOMException) =>
        new CallbackError(
          operationId,
          'validatedLater',
          timeout,
          unchecked(`the validatedLater loader gave no validator within ${timeoutMs} ms`),
        );
      return untilSettled(checked, {
        signal,
        timeoutMs: left,
        limitMs: timeoutMs,
        operationId,
        url: () => urlForError(request, entry),
        cancel: () => {},
        late,
      });
    },
  };
}
