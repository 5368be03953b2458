/**
 * A request target as the mock server's log may print it: personal data in the query string is replaced by `[hidden]`.
 * A number plate (`vrm`) identifies a car and through it a person, so a log line, which outlives the request and is
 * read by others, must not carry it, even in mock mode where the plates are made up: a developer may type their own.
 * Which parameters are personal is the documents' word (`x-personal-data: true`), read from the operations tables;
 * the SDK's errors hide the same ones the same way.
 */
import { withoutPersonalData } from '@hcuk-genesis/sdk';
import { adminOperations, financeOperations } from '@hcuk-genesis/sdk/operations';

/** Every query parameter either document marks as personal data, whichever operation a request claims to be. */
const personal = [
  ...new Set(
    [...Object.values(adminOperations), ...Object.values(financeOperations)].flatMap(
      (operation) => ('personal' in operation ? operation.personal : []) as readonly string[],
    ),
  ),
];

/** `target` (a path with its query) with the value of every personal parameter hidden. */
export function loggedUrl(target: string | undefined): string {
  return target ? withoutPersonalData(target, personal) : '';
}
