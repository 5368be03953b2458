import { getFfiLib } from '@pact-foundation/pact-core';

const pollMs = 5;
const limitMs = 2_000;

/**
 * Waits until Pact's mock server on `port` has recorded that its interactions matched, for at most two seconds.
 *
 * The mock server in pact-core 19 answers a request before it records the match (it passes the result to another
 * task), so a check made the moment the answer arrives can report "expected but not received" for a request it
 * did receive: about one run in six here under load (pact-foundation/pact-reference#535; fixed in pact-core 20,
 * which needs Node 22). Waiting for the record turns that race into a wait; a request that really did not match
 * still fails, two seconds later, with Pact's own report.
 */
export async function recordedMatch(port: number): Promise<void> {
  const ffi = getFfiLib();
  for (let waited = 0; waited < limitMs && !ffi.pactffiMockServerMatched(port); waited += pollMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
