import { stripVTControlCharacters } from 'node:util';

/**
 * The reasons the native verifier gave for results it could not publish. It only logs them (pact_verifier's
 * `publish_result`) and still reports the verification as passed; a provider pipeline that went on to can-i-deploy
 * would then be told "no" with no hint why, so the report counts them as failures.
 */
export function publishFailures(stdout: string): string[] {
  // The log line is coloured on a terminal; the reason is everything after the fixed text.
  const plain = stripVTControlCharacters(stdout);
  return [...plain.matchAll(/Publishing of verification results failed with an error: (.*)/g)].map(
    (match) => `the results were not published: ${match[1]?.trim()}`,
  );
}
