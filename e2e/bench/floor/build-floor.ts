/**
 * Builds the floor (`floor-element.tsx`) with the embed's own Vite settings (`ui/build/embed.config.ts`: target,
 * minify, `define`, output options) into a temporary folder, never `dist/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, mergeConfig } from 'vite';
import embedConfig from '../../../ui/build/embed.config.ts';

/** The floor's element (`floor-element.tsx` defines it). */
export const floorTag = 'hcuk-bench-floor';

/** The floor's entry file in the folder `buildFloor` returns. */
export const floorEntry = 'floor.js';

/** Builds the floor; resolves with its folder and a `remove()` that deletes it. */
export async function buildFloor(): Promise<{ folder: URL; remove: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'hcuk-bench-floor-'));
  await build(
    mergeConfig(embedConfig, {
      // The inline config is the whole config: the repo's vite.config.ts (the demo page) must not be merged in.
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir,
        lib: { entry: fileURLToPath(new URL('floor-element.tsx', import.meta.url)), fileName: () => floorEntry },
      },
    }),
  );
  return { folder: pathToFileURL(`${outDir}/`), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
