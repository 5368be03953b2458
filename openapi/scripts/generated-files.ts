/**
 * Files generated from a source of truth (the OpenAPI documents, the element definitions): `npm run generate`
 * writes them, and `npm run check:generated` fails naming every committed file that differs from its source.
 */
import { readFile, writeFile } from 'node:fs/promises';

/** Generated files: repo-relative path to content. */
export type GeneratedFiles = ReadonlyMap<string, string>;

/** The paths (under `root`) whose committed content differs from `files`. */
export async function driftedPaths(root: string, files: GeneratedFiles): Promise<string[]> {
  const drifted: string[] = [];
  for (const [path, content] of files) {
    if ((await readFile(root + path, 'utf8').catch(() => '')) !== content) drifted.push(path);
  }
  return drifted;
}

/** What a generator prints when checking. */
export interface DriftMessages {
  /** The failure, naming the paths that differ. */
  stale: (paths: readonly string[]) => string;
  /** The success line. */
  current: string;
}

/** With `--check`, fails (exit 1) naming the files that differ; otherwise writes every file. */
export async function writeOrCheck(root: string, files: GeneratedFiles, messages: DriftMessages): Promise<void> {
  if (process.argv.includes('--check')) {
    const drifted = await driftedPaths(root, files);
    if (drifted.length > 0) {
      console.error(messages.stale(drifted));
      process.exit(1);
    }
    console.log(messages.current);
    return;
  }
  for (const [path, content] of files) {
    await writeFile(root + path, content);
    console.log(`wrote ${path}`);
  }
}
