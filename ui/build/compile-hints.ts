/**
 * A build plugin for the embed: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on
 * the calculator's flow chunk. The chunk holds the first step and the state, texts and formats it uses, so nearly all
 * of its functions run for the first view. It arrives while the entry is still being evaluated; with the hint, V8
 * compiles all of it on a background thread then, instead of each function on the main thread when the first render
 * first calls it. Measured with `npm run bench` on this machine: about 6 ms off the first view (1.28 to 1.31 of the
 * floor without it, 1.23 to 1.26 with it, three runs each). Other engines ignore the comment.
 *
 * Only that chunk: on the entry (React and the elements, much of it not called on load) the hint made the first view
 * slower, as the whole file had to compile before it could run. The comment must be the file's first line, so it is
 * added once the bundle is minified (the minifier keeps no other comment), and the source map moves down a line.
 */
import type { Plugin } from 'vite';

/** The hint, as V8 reads it on a file's first line. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The Vite plugin adding {@link compileHint} to the chunks whose names `hinted` accepts. */
export function compileHintsPlugin(hinted: (chunkName: string) => boolean): Plugin {
  return {
    name: 'hcuk-compile-hints',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !hinted(output.name)) continue;
        output.code = `${compileHint}\n${output.code}`;
        // One more line at the top, with nothing mapped to it: in the map file the bundle holds (Rolldown has written
        // it by now), else in the chunk's own map.
        const mapFile = bundle[`${output.fileName}.map`];
        if (mapFile?.type === 'asset') {
          const map = JSON.parse(String(mapFile.source)) as { mappings: string };
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        } else if (output.map) output.map.mappings = `;${output.map.mappings}`;
      }
    },
  };
}
