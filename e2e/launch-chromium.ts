/**
 * Launches the system Chromium (`/usr/bin/chromium`, never a downloaded browser) headless with a fresh profile,
 * for the end-to-end tests and the demo screenshot script.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium-flags.ts';

/** A headless browser context on a throwaway profile; `close()` also deletes the profile. */
export async function launchChromium(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'hcuk-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
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
