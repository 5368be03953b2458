/**
 * Child-process entry: runs Pact's native verifier with the options in the environment variable named by
 * `verifierOptionsVariable` and prints, after a marker, what
 * happened as JSON: `{ results, crash, dropped }`. The native verifier writes its own verbose report straight to
 * stdout; running it here lets the parent keep that report out of (or, with --verbose, in) what the user sees.
 */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { type DroppedRequest, guardPactProxy } from './guard-proxy.ts';
import { resultMarker, verifierOptionsVariable } from './verification-report.ts';

const dropped: DroppedRequest[] = [];
guardPactProxy(dropped);

function report(results: string | null, crash: string | null): void {
  // Synchronous on a pipe: written in full even if the process is killed right after.
  process.stdout.write(`\n${resultMarker}${JSON.stringify({ results, crash, dropped })}\n`);
}

process.on('uncaughtException', (error) => {
  report(null, error.message);
  // After an uncaught exception the native verifier can keep the process from ever exiting.
  process.kill(process.pid, 'SIGKILL');
});

const options = JSON.parse(process.env[verifierOptionsVariable] ?? '{}') as VerifierOptions;
const isJsonObject = (text: string) => {
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
};
await new Verifier(options).verifyProvider().then(
  (json) => report(json, null),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // A verification that ran but failed rejects with its results JSON as the message.
    if (isJsonObject(message)) report(message, null);
    else report(null, message);
  },
);
