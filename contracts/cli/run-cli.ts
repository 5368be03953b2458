import { UsageError } from './usage-error.ts';

/**
 * Runs a command-line entry and exits with its code: a UsageError prints one line and the usage and exits 2; any
 * other error prints its message (already `[hcuk]`-prefixed by whoever threw it) and exits 1.
 */
export async function runCli(usage: string, main: () => Promise<number>): Promise<never> {
  try {
    process.exit(await main());
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(message.startsWith('[hcuk]') ? message : `[hcuk] ${message}`);
    process.exit(1);
  }
}
