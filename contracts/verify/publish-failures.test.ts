import { expect, it } from 'vitest';
import { publishFailures } from './publish-failures.ts';

it("finds the verifier's logged publishing error, without its colours", () => {
  // As pact_verifier 1.3.6 logged it when a test broker answered the results with 500.
  const log =
    "2026-01-01T04:13:54.596185Z \u001b[31mERROR\u001b[0m ThreadId(03) pact_verifier: Publishing of verification results failed with an error: IO Error - Request to pact broker path '/pacts/provider/p/consumer/c/pact-version/p0/verification-results' failed: 500 Internal Server Error. URL: 'http://127.0.0.1:44737'\n";
  expect(publishFailures(`Verifying a pact\n${log}`)).toEqual([
    "the results were not published: IO Error - Request to pact broker path '/pacts/provider/p/consumer/c/pact-version/p0/verification-results' failed: 500 Internal Server Error. URL: 'http://127.0.0.1:44737'",
  ]);
  expect(publishFailures('Verifying a pact\n  PASS\n')).toEqual([]);
});
