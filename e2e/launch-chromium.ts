/**
 * Launches the system Chromium (`/usr/bin/chromium`, never a downloaded browser) headless with a fresh profile,
 * for the end-to-end tests and the demo screenshot script.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** The browser the tests drive; default `/usr/bin/chromium`, or `HCUK_CHROMIUM`. */
export const chromiumPath = process.env.HCUK_CHROMIUM ?? '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless browser context on a throwaway profile; `close()` also deletes the profile. */
export async function launchChromium(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'hcuk-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: flags,
    viewport: { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
