/**
 * What a host page downloads before the embed runs: the entry and every module it imports statically, followed
 * recursively. Modules loaded with `import()` (later steps, the HTML sanitiser) are left out: they load on demand.
 */
import { posix } from 'node:path';

// `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; `import(` never matches, as the
// character after the keyword must be a clause or a quote.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?(["'`])(\.{1,2}\/[^"'`]+)\1/g;

/** The relative specifiers `code` (a minified ES module) imports statically, in source order. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(staticImport)].map((match) => match[2] ?? '');
}

/**
 * The files (paths relative to the folder `read` reads from) a browser fetches before `entry` runs, `entry`
 * first, each once even when modules import each other.
 */
export function firstDownload(entry: string, read: (file: string) => string): string[] {
  const files = [entry];
  for (let i = 0; i < files.length; i += 1) {
    const file = files[i] ?? entry;
    for (const specifier of staticImports(read(file))) {
      const imported = posix.join(posix.dirname(file), specifier);
      if (!files.includes(imported)) files.push(imported);
    }
  }
  return files;
}
