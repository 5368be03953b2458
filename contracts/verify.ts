/**
 * Provider verification for backend teams (`hcuk-contracts verify`, or in a clone `npm run contracts:verify --`):
 *   --provider finance|admin --base-url URL
 *     [--states-url URL] [--token TOKEN] [--client-id ID] [--anti-forgery-token TOKEN] [--verbose]
 *     [--broker-url URL [--consumer-version-selectors JSON] [--enable-pending] [--include-wip-pacts-since DATE]
 *      | --pact-url URL] [--provider-version V] [--provider-branch B] [--publish]
 * Verifies the committed pacts, or what a broker selects, or one pact URL (the broker's webhook); --publish sends the
 * results back. Prints a line per interaction and a summary; exits 1 on any failure, 2 on bad arguments (one line
 * and the usage).
 */
import { stripVTControlCharacters } from 'node:util';
import { runCli } from './cli/run-cli.ts';
import { providerNames } from './documents.ts';
import type { PactSource } from './verify/pact-source.ts';
import { formatReport } from './verify/verification-report.ts';
import { verifyArguments, verifyUsage } from './verify/verify-arguments.ts';
import { verifyProvider } from './verify/verify-provider.ts';
import { verifySecrets } from './verify/verify-secrets.ts';

function describe(source: PactSource, group: string): string {
  if (source.from === 'broker') return `pacts from the broker at ${source.broker.url}`;
  if (source.from === 'url') return `the pact at ${source.url}`;
  return `${group} pact`;
}

await runCli(verifyUsage, async (out) => {
  const { options, verbose } = verifyArguments(process.argv.slice(2), process.env);
  // Every line below goes through `out`, which hides these and any URL's credentials (a --pact-url's user:password@).
  out.hide(...verifySecrets(options));
  const provider = providerNames[options.provider];
  const source = options.source ?? { from: 'files' };
  out.log(`Verifying ${provider} (${describe(source, options.provider)}) against ${options.baseUrl}`);
  if (options.publish && !options.providerBranch)
    out.warn("[hcuk] no provider branch (--provider-branch): the broker cannot tell your main branch's results apart.");
  const { warnings, report, afterReport, interactions } = await verifyProvider(options);
  for (const warning of warnings) out.warn(warning);
  // Pact's own report is coloured; piped to a file or a CI log, its colour codes would be noise.
  const plain = (text: string) => (process.stdout.isTTY ? text : stripVTControlCharacters(text));
  if (verbose) out.log(plain(report.output.join('\n')));
  for (const line of formatReport(provider, report, interactions)) out.log(line);
  for (const failure of report.failures) out.error(`[hcuk] ${failure}`);
  // A pending pact's broken rules, below the results as its FAIL lines say.
  for (const line of afterReport) out.warn(line);
  if (options.publish) {
    // Results go to the broker only for interactions that were verified: none when no pact could be loaded (a broker
    // that refused the token, a --pact-url that answered 401), and none that the verifier said it failed to send.
    if (report.outcomes.length === 0) out.warn('[hcuk] no interaction was verified, so no results were published.');
    else if (!report.failures.some((failure) => failure.startsWith('the results were not published')))
      out.log(
        `Results published as ${provider} ${options.providerVersion}${options.providerBranch ? ` on branch ${options.providerBranch}` : ''}.`,
      );
  }
  return report.passed ? 0 : 1;
});
