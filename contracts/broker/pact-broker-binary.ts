import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The path of the official Pact CLI (`pact`, whose `pact broker ...` is the broker client), a static binary that
 * @pact-foundation/pact-cli ships in one optional package per platform (nothing is downloaded at install, so npm's
 * blocking of install scripts does not matter). Throws naming the package when this platform's is not installed.
 */
export function pactBrokerBinary(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  const os = platform === 'win32' ? 'windows' : platform;
  const name = `@pact-foundation/pact-cli-${os}-${arch}`;
  try {
    // Resolved from pact-cli's own folder, where npm puts its optional dependencies.
    const fromCli = createRequire(createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json'));
    return join(
      dirname(fromCli.resolve(`${name}/package.json`)),
      'standalone',
      platform === 'win32' ? 'pact.exe' : 'pact',
    );
  } catch {
    throw new Error(
      `[hcuk] the Pact broker client for ${os}-${arch} (${name}) is not installed: run npm ci without --omit=optional.`,
    );
  }
}
