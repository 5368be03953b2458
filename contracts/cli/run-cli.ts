import { type CliOutput, cliOutput } from './cli-output.ts';
import { UsageError } from './usage-error.ts';

/**
 * Runs a command-line entry and exits with its code: `--help` prints the usage and exits 0; a UsageError prints one
 * line and the usage and exits 2; any
 * other error prints its message (already `[hcuk]`-prefixed by whoever threw it) and exits 1. The entry gets a console
 * that redacts (`out.hide` its secrets as soon as it has them), and the errors are printed through it too, so that no
 * message, whoever wrote it, shows a token, a password or a URL's credentials.
 */
export async function runCli(usage: string, main: (out: CliOutput) => Promise<number>): Promise<never> {
  const out = cliOutput();
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    process.exit(await main(out));
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    out.error(message.startsWith('[hcuk]') ? message : `[hcuk] ${message}`);
    process.exit(1);
  }
}
