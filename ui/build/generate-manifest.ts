/**
 * Generates `ui/custom-elements.json` from the elements' definitions, and the README's element reference from it.
 * `npm run generate` writes both; `npm run check:generated` (the drift check) fails naming whichever differs.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { driftedPaths, writeOrCheck } from '../../openapi/scripts/generated-files.ts';
import type { ElementDefinition } from '../elements/element-definition.ts';
import { elementDefinitions } from '../elements/element-definitions.ts';
import { buildManifest } from './manifest/build-manifest.ts';
import { elementReference } from './manifest/element-reference.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Where the manifest is committed (the build copies it to `dist/custom-elements.json`). */
export const manifestPath = 'ui/custom-elements.json';
const start = '<!-- generated:elements (npm run generate) -->';
const end = '<!-- /generated:elements -->';

/** The README with its element reference replaced by `reference`. */
export function withReference(readme: string, reference: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`[hcuk] README.md has no ${start} … ${end} section; add one`);
  return `${readme.slice(0, from + start.length)}\n\n${reference}\n\n${readme.slice(to)}`;
}

/** Repo-relative path to the content it should have, for `definitions` (default every element's). */
export async function generatedElementFiles(
  definitions: readonly ElementDefinition[] = elementDefinitions,
): Promise<Map<string, string>> {
  const manifest = buildManifest(definitions);
  const readme = await readFile(`${root}README.md`, 'utf8');
  return new Map([
    [manifestPath, `${JSON.stringify(manifest, null, 2)}\n`],
    ['README.md', withReference(readme, elementReference(manifest))],
  ]);
}

/** Repo-relative paths whose committed content differs from what `definitions` generate. */
export async function findElementDrift(definitions?: readonly ElementDefinition[]): Promise<string[]> {
  return driftedPaths(root, await generatedElementFiles(definitions));
}

async function main(): Promise<void> {
  await writeOrCheck(root, await generatedElementFiles(), {
    stale: (paths) =>
      `[hcuk] ${paths.join(', ')} no longer match the element definitions. Run \`npm run generate\` and commit the result.`,
    current: '[hcuk] custom-elements.json and the README element reference match the element definitions.',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
