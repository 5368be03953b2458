/**
 * Bench: the largest contributors to some built files, read from their source maps (`<file>.map`). A group's
 * gzip figure is an estimate: its generated code gzipped on its own (level 9). Code compresses better beside the
 * rest of its file, so the estimates add up to more than the files' real gzip size.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { gzipBytes } from './bundle-size.ts';
import { contributorOf, type GeneratedMapping, generatedByContributor } from './contributors.ts';

/** One contributor's share of the files. */
export interface Contributor {
  name: string;
  raw: number;
  gzipEstimate: number;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `source` as a path from the repository's root (a map names it from the map's own folder). */
const fromRepoRoot = (source: string, map: URL) => relative(repoRoot, fileURLToPath(new URL(source, map)));

/** Every contributor to `files` (in `folder`), grouped by `group` (default by package or folder), largest first. */
export function bundleContributors(
  folder: URL,
  files: readonly string[],
  group: (source: string) => string = contributorOf,
): Contributor[] {
  const code = new Map<string, string>();
  for (const file of files) {
    const mapUrl = new URL(`${file}.map`, folder);
    const map = JSON.parse(readFileSync(mapUrl, 'utf8')) as RawSourceMap;
    const mappings: GeneratedMapping[] = [];
    new SourceMapConsumer(map).eachMapping(({ generatedLine, generatedColumn, source }) => {
      mappings.push({ line: generatedLine, column: generatedColumn, source: source && fromRepoRoot(source, mapUrl) });
    });
    const groups = generatedByContributor(readFileSync(new URL(file, folder), 'utf8'), mappings, group);
    for (const [name, text] of groups) code.set(name, (code.get(name) ?? '') + text);
  }
  return [...code]
    .map(([name, text]) => ({ name, raw: Buffer.byteLength(text), gzipEstimate: gzipBytes(Buffer.from(text)) }))
    .sort((a, b) => b.gzipEstimate - a.gzipEstimate);
}
