/**
 * Child-process entry: runs Pact's native verifier with the options in argv[2] and prints its JSON results after a
 * marker. The native verifier writes its own verbose report straight to stdout; running it here lets the parent
 * keep that report out of (or, with --verbose, in) what the user sees.
 */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { resultMarker } from './verification-report.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as VerifierOptions;
const results = await new Verifier(options).verifyProvider().then(
  (json) => json,
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);
process.stdout.write(`\n${resultMarker}${results}\n`);
