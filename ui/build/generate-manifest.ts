/**
 * Generates `ui/custom-elements.json` from the elements' definitions, and the README's element reference from it.
 * `npm run generate` writes both; `npm run check:generated` (the drift check) fails naming whichever differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
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
  const drifted: string[] = [];
  for (const [path, content] of await generatedElementFiles(definitions)) {
    if ((await readFile(root + path, 'utf8').catch(() => '')) !== content) drifted.push(path);
  }
  return drifted;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const drifted = await findElementDrift();
    if (drifted.length > 0) {
      console.error(
        `[hcuk] ${drifted.join(', ')} no longer match the element definitions. Run \`npm run generate\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('[hcuk] custom-elements.json and the README element reference match the element definitions.');
    return;
  }
  for (const [path, content] of await generatedElementFiles()) {
    await writeFile(root + path, content);
    console.log(`wrote ${path}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
