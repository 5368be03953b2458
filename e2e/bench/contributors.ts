/**
 * Who wrote which bytes of a built file: each run of generated code between two source-map positions belongs to
 * the source of the first, grouped by package (`node_modules/<package>`) or by our folder.
 */

/** One generated position a source map ties to a source: line from 1, column from 0 (source-map-js's convention). */
export interface GeneratedMapping {
  line: number;
  column: number;
  /** The source path as the map names it (`../node_modules/react-dom/cjs/…`); null where the map names none. */
  source: string | null;
}

/** The group of code with no source in the map (the bundler's own glue). */
export const noSource = '(no source)';

/** A source's contributor: `react-dom` or `@tanstack/query-core` for a package, else its folder, three levels at most. */
export function contributorOf(source: string): string {
  const path = source.replace(/^(\.{1,2}\/)+/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [scope = '', name = ''] = path.slice(inPackage + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const folders = path.split('/').slice(0, -1);
  return folders.length ? folders.slice(0, 3).join('/') : path;
}

/**
 * `code` split by contributor (`group`, default `contributorOf`): the text of every run, from each mapping to the next
 * (across line ends), joined.
 * Text before the first mapping, and runs whose mapping has no source, count as `noSource`; the parts add up to
 * `code`.
 */
export function generatedByContributor(
  code: string,
  mappings: readonly GeneratedMapping[],
  group: (source: string) => string = contributorOf,
): Map<string, string> {
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const runs = mappings
    .map((mapping) => ({ at: (lineStarts[mapping.line - 1] ?? code.length) + mapping.column, source: mapping.source }))
    .sort((a, b) => a.at - b.at);
  const groups = new Map<string, string>();
  const add = (group: string, text: string) => groups.set(group, (groups.get(group) ?? '') + text);
  add(noSource, code.slice(0, runs[0]?.at ?? code.length));
  runs.forEach((run, i) => {
    const text = code.slice(run.at, runs[i + 1]?.at ?? code.length);
    add(run.source === null ? noSource : group(run.source), text);
  });
  if (groups.get(noSource) === '') groups.delete(noSource);
  return groups;
}
